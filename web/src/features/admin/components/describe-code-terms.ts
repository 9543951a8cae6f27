import { decimalStringToCents, formatCadCents } from '@crystal/shared/money';
import type { DiscountCodeDto } from '@crystal/shared/schemas/discount-code';

/**
 * A code's terms as the codes list says them (decision 0102): "20% off Holiday Gifts", "$5.00 off",
 * "Free shipping", each with its minimum ("… on orders of $50.00 or more"). `collectionName`: the name
 * of the code's collection, when it has one and it is known (a deleted one is named by its id).
 */
export function describeCodeTerms(c: Pick<DiscountCodeDto, 'percentOff' | 'amountOff' | 'minSubtotal' | 'collectionId' | 'freeShipping'>, collectionName?: string): string {
  const money = (v: string) => formatCadCents(decimalStringToCents(v));
  const off = c.freeShipping ? 'Free shipping' : c.percentOff !== null ? `${c.percentOff}% off` : `${money(c.amountOff ?? '0.00')} off`;
  const what = c.collectionId !== null ? `${off} ${collectionName ?? `collection #${c.collectionId}`}` : off;
  return c.minSubtotal ? `${what} on orders of ${money(c.minSubtotal)} or more` : what;
}
