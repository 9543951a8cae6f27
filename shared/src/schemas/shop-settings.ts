import * as z from '../zod';
import { PROVINCE_CODES } from '../provinces';
import { singleLineText } from './human-text';
import { paymentMethodsSchema, shippingSettingsSchema } from './money-settings';
import { APPOINTMENT_DAYS_APART, appointmentDaysApart, studioWeekShape } from './opening-hours';
import type { AiGuideProcessing } from '../ai-guide-processing';

/** A settings text: one line under the text rule (it is printed in mails, slips and page footers). */
const text = (label: string, max: number) =>
  singleLineText({ label, max, messages: { tooLong: `${label} is too long (at most ${max} characters)` } });

/** The one reminder of an unfinished checkout (issue 47): off until she turns it on, sent 1 to 72 hours after the order was left unpaid. */
export const ABANDONED_CHECKOUT_DELAY = { min: 1, max: 72, default: 4 } as const;
export const abandonedCheckoutInputSchema = z.object({
  enabled: z.boolean('Reminder on or off must be true or false'),
  delayHours: z.int('The reminder delay must be a whole number of hours').check(
    z.minimum(ABANDONED_CHECKOUT_DELAY.min, `The reminder goes at least ${ABANDONED_CHECKOUT_DELAY.min} hour after the order`),
    z.maximum(ABANDONED_CHECKOUT_DELAY.max, `The reminder goes at most ${ABANDONED_CHECKOUT_DELAY.max} hours after the order`),
  ),
});
/** As saved: `enabledSince` is when she last turned it on (only orders placed after it are reminded); null while off. */
export const abandonedCheckoutSchema = z.object({
  ...abandonedCheckoutInputSchema.shape,
  enabledSince: z.nullable(z.string()),
});
export type AbandonedCheckoutSettings = z.infer<typeof abandonedCheckoutSchema>;

/**
 * The shop's own settings, kept in the table and edited in /admin (what is saved passes
 * shopSettingsInputSchema, which also checks the phone; this shape reads them back without the phone
 * numbering plan, so only the admin function bundles it). The defaults: the shop's published address
 * and email, the 30-day return window, a low-stock alert at 5, and no tax until she enters her numbers
 * (a new production shop is registered nowhere; docs/decisions/0090-tax-only-where-registered.md).
 */
export const shopSettingsSchema = z.strictObject({
  legalName: text('Legal name', 120),
  address: text('Address', 300),
  /**
   * The seller's phone, which the confirmation email discloses: as saved through shopSettingsInputSchema
   * (a Canadian number in its national form, "(204) 555-0123"); empty only until set.
   */
  phone: singleLineText({ label: 'Phone', max: 40, required: false, messages: { tooLong: 'Phone is too long' } }),
  replyToEmail: z.string().check(z.trim(), z.toLowerCase(), z.email('Reply-to email must be an email'), z.maxLength(254)),
  /** The CRA business number's GST/HST account, e.g. 123456789RT0001; empty when not registered. */
  gstHstNumber: z.string().check(z.trim(), z.toUpperCase(), z.regex(/^$|^\d{9}\s?RT\s?\d{4}$/, 'GST/HST number looks like 123456789RT0001')),
  /**
   * The provincial tax numbers she has entered (BC PST, Manitoba RST, Quebec QST, Saskatchewan PST),
   * printed on receipts beside the GST/HST number. Optional: a shop registered nowhere has none.
   */
  provincialTaxNumbers: z.optional(
    z.partialRecord(
      z.enum(['BC', 'MB', 'QC', 'SK'], { message: 'A provincial tax number is for BC, MB, QC or SK' }),
      singleLineText({ label: 'Provincial tax number', max: 40, required: false }),
    ),
  ),
  /**
   * Provinces where the shop collects PST, QST or RST, ticked one by one ('all': every one, the local demo
   * shop's setting). GST/HST is charged only with a GST/HST number (shared/src/tax.ts).
   */
  taxRegistrations: z.union([
    z.literal('all'),
    z.array(z.enum(PROVINCE_CODES, { message: 'Province must be one of ' + PROVINCE_CODES.join(', ') })).check(z.maxLength(13)),
  ]),
  lowStockThreshold: z.int('Low-stock threshold must be a whole number').check(z.minimum(0), z.maximum(1000)),
  notificationEmail: z.string().check(z.trim(), z.toLowerCase(), z.email('Notification email must be an email'), z.maxLength(254)),
  /** Shown in the confirmation email and on the order page (a seller's delivery disclosure). */
  deliveryEstimate: text('Delivery estimate', 300),
  /** The same in French, for orders placed on the French site. */
  deliveryEstimateFr: text('Delivery estimate in French', 300),
  returnWindowDays: z.int('Return window must be a whole number of days').check(z.minimum(0), z.maximum(365)),
  /** Business days custom work takes (a quote, a made-to-measure piece); null: the shop asks rather than promises. */
  customWorkDays: z.nullable(z.int('Custom work time must be a whole number of business days').check(z.minimum(1, 'Custom work takes at least 1 business day'), z.maximum(120, 'Custom work time is at most 120 business days'))),
  /** Days after an order is delivered before the buyer is asked, once, for a review of what she bought. */
  reviewRequestDays: z.int('Review request delay must be a whole number of days').check(z.minimum(1, 'Ask for a review at least 1 day after delivery'), z.maximum(60, 'Ask for a review at most 60 days after delivery')),
  /** Whether a refund (from /admin or Stripe's dashboard) puts the pieces back in stock. */
  restockOnRefund: z.boolean(),
  /** Flat rate, free-over threshold, territories rate; the default ships every order free. */
  shipping: shippingSettingsSchema,
  /** The payment methods the shop offers (pages, structured data and the guide say these and no others). */
  paymentMethods: paymentMethodsSchema,
  /** The one reminder of an unfinished checkout: off by default. */
  abandonedCheckout: abandonedCheckoutSchema,
  /** The studio's week: days open at set hours, and days by appointment (the contact page, the guide, structured data). */
  ...studioWeekShape,
}).check(z.refine(appointmentDaysApart, { message: APPOINTMENT_DAYS_APART, path: ['appointmentDays'] }));
export type ShopSettings = z.infer<typeof shopSettingsSchema>;


/** What the storefront may read (checkout tax preview, policy pages, the order page). */
export type PublicShopSettings = Pick<
  ShopSettings,
  | 'legalName'
  | 'address'
  | 'phone'
  | 'replyToEmail'
  | 'gstHstNumber'
  | 'provincialTaxNumbers'
  | 'taxRegistrations'
  | 'returnWindowDays'
  | 'customWorkDays'
  | 'deliveryEstimate'
  | 'deliveryEstimateFr'
  | 'shipping'
  | 'paymentMethods'
  | 'openingHours'
  | 'appointmentDays'
>;

/** `GET /api/shop`: the public settings, and where the AI guide runs (absent from an API that predates it). */
export type PublicShopInfo = PublicShopSettings & { aiGuide?: AiGuideProcessing };
