import { LIMITS } from '../constants/limits';
import { RETURNS } from '../constants/policies';
import { SHOP } from '../constants/shop';
import { STUDIO_WEEK } from '../constants/shop-contact';
import { FREE_SHIPPING_EVERYWHERE } from '../money/price-shipping';
import { DEFAULT_PAYMENT_METHODS } from '../payment-methods';
import { DEMO_GST_HST_NUMBER } from '../tax-numbers';
import type { PublicShopSettings, ShopSettings } from '../schemas/shop-settings';

/**
 * The settings a shop starts with: the shop's published address and email, the 30-day return window, a
 * low-stock alert at 5, and no tax (registered nowhere until she enters her numbers; a small supplier who
 * has not registered must not charge GST/HST). Kept apart from the schema so the storefront can read them
 * without bundling the validator. The local demo shop starts from DEMO_SHOP_SETTINGS instead.
 */
export const DEFAULT_SHOP_SETTINGS: ShopSettings = {
  legalName: SHOP.name,
  address: `${SHOP.city}, ${SHOP.province}, ${SHOP.country}`,
  // No phone until she gives hers: the pages then offer mail and the contact form only.
  phone: '',
  replyToEmail: SHOP.email,
  gstHstNumber: '',
  provincialTaxNumbers: {},
  taxRegistrations: [],
  lowStockThreshold: LIMITS.lowStockThreshold,
  notificationEmail: 'artisan@sacredcrystaljewelry.ca',
  // No word on the price of shipping: the confirmation states what the order paid for it (docs/decisions/0038-shipping-she-sets.md).
  deliveryEstimate: 'Ships within 3 business days across Canada; a tracking number follows by email when it ships.',
  deliveryEstimateFr: 'Expédiée partout au Canada en 3 jours ouvrables; un numéro de suivi vous est envoyé par courriel à l’expédition.',
  returnWindowDays: RETURNS.satisfactionDays,
  // No time promised for custom work until she sets one: the pages and the guide say "ask us".
  customWorkDays: null,
  // A week after delivery: long enough to have worn the piece, soon enough to remember the order.
  reviewRequestDays: 7,
  restockOnRefund: true,
  shipping: FREE_SHIPPING_EVERYWHERE,
  paymentMethods: [...DEFAULT_PAYMENT_METHODS],
  openingHours: STUDIO_WEEK.openingHours.map((h) => ({ ...h })),
  appointmentDays: [...STUDIO_WEEK.appointmentDays],
  // No reminder of an unfinished checkout until she turns it on (issue 47).
  abandonedCheckout: { enabled: false, delayHours: 4, enabledSince: null },
};

/**
 * The local demo shop (`npm start`, the tests): the demo phone, and every tax as the shop's checkout texts show (13% HST in Ontario),
 * through a GST/HST number marked as a demo, which production refuses (docs/decisions/0090-tax-only-where-registered.md).
 */
export const DEMO_SHOP_SETTINGS: ShopSettings = {
  ...DEFAULT_SHOP_SETTINGS,
  // The demo shop's line: a Winnipeg number in the 555-01xx range kept for fiction (shop-facts/demo-facts.ts).
  // Never published in structured data; /admin's overview asks for her own, a production shop's save refuses
  // it (functions/src/settings/settings-service.ts), and so does the production deploy's preflight.
  phone: '(204) 555-0123',
  gstHstNumber: DEMO_GST_HST_NUMBER,
  taxRegistrations: 'all',
};

export function publicShopSettings(s: ShopSettings): PublicShopSettings {
  const { legalName, address, phone, replyToEmail, gstHstNumber, provincialTaxNumbers, taxRegistrations, returnWindowDays, customWorkDays, deliveryEstimate, deliveryEstimateFr } = s;
  const { shipping, paymentMethods, openingHours, appointmentDays } = s;
  return {
    legalName,
    address,
    phone,
    replyToEmail,
    gstHstNumber,
    provincialTaxNumbers,
    taxRegistrations,
    returnWindowDays,
    customWorkDays,
    deliveryEstimate,
    deliveryEstimateFr,
    shipping,
    paymentMethods,
    openingHours,
    appointmentDays,
  };
}

/** What the storefront shows until the saved settings arrive (and what it shows when none are saved). */
export const DEFAULT_PUBLIC_SHOP_SETTINGS: PublicShopSettings = publicShopSettings(DEFAULT_SHOP_SETTINGS);
