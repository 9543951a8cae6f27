import { isFictionalPhone } from '@crystal/shared/canadian-phone';
import type { ShopSettings } from '@crystal/shared/schemas/shop-settings';
import type { UnfinishedSellerDetail } from '@crystal/shared/schemas/admin-dashboard';

const DISCLOSED = ['legalName', 'address', 'phone', 'replyToEmail'] as const;

/**
 * The seller details every order confirmation discloses (legal name, address, phone, email) that the
 * artisan still has to give: empty ones, and a phone in the 555-01xx range, which is the demo shop's
 * fictional line and reaches no one.
 */
export function unfinishedSellerDetails(settings: ShopSettings): UnfinishedSellerDetail[] {
  return DISCLOSED.flatMap((field): UnfinishedSellerDetail[] => {
    const value = settings[field].trim();
    if (value === '') return [{ field, reason: 'missing' }];
    if (field === 'phone' && isFictionalPhone(value)) return [{ field, reason: 'fictional' }];
    return [];
  });
}
