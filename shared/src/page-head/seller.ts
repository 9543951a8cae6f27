import { publishablePhone } from '../shop-facts/demo-facts';
import type { PublicShopSettings } from '../schemas/shop-settings';

/** The seller's details from the shop's settings (as the confirmation email and policy pages give them). */
export type Seller = Pick<PublicShopSettings, 'legalName' | 'replyToEmail' | 'phone'> &
  Partial<Pick<PublicShopSettings, 'paymentMethods' | 'shipping' | 'openingHours'>>;

/** The seller's legal name, email and, unless it is the demo shop's, phone. */
export const sellerContacts = (shop: Seller) => ({
  legalName: shop.legalName,
  email: shop.replyToEmail,
  ...(publishablePhone(shop.phone) ? { telephone: publishablePhone(shop.phone) } : {}),
});
