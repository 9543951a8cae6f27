import * as z from '../zod';
import { decimalStringSchema, positiveIntSchema } from './common';
import { customerFields } from './checkout';
import { multiLineText, singleLineText } from './human-text';
import { shopToday } from '../shop-date';
import { normalizeGiftCardCode } from '../gift-card-code';

/** Whole dollars from $10 to $500 (issue 49); the shop's suggested amounts are among them. */
export const GIFT_CARD_LIMITS = { minDollars: 10, maxDollars: 500, deliverWithinDays: 90, messageMax: 300 } as const;
export const GIFT_CARD_AMOUNTS = ['25.00', '50.00', '75.00', '100.00', '150.00'] as const;

const AMOUNT_MESSAGE = `Amount must be a whole number of dollars from ${GIFT_CARD_LIMITS.minDollars} to ${GIFT_CARD_LIMITS.maxDollars}`;

/** "50", "50.00" or "50.0": a whole-dollar amount as a decimal string; kept as "50.00". */
export const giftCardAmountSchema = z.pipe(
  z.string(AMOUNT_MESSAGE).check(
    z.trim(),
    z.regex(/^\d{1,3}(\.0{1,2})?$/, AMOUNT_MESSAGE),
    z.refine((v) => Number(v) >= GIFT_CARD_LIMITS.minDollars && Number(v) <= GIFT_CARD_LIMITS.maxDollars, AMOUNT_MESSAGE),
  ),
  z.transform((v: string) => `${Number(v)}.00`),
);

/** A calendar day `days` after `date` (both YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const DELIVER_MESSAGE = `Delivery date must be from today to ${GIFT_CARD_LIMITS.deliverWithinDays} days ahead`;

/** A delivery day, today to 90 days ahead in the shop's time zone (checked when the request is read). */
export const deliverOnSchema = z.iso.date('Delivery date must be a date like 2026-12-24').check(
  z.refine((d) => {
    const today = shopToday();
    return d >= today && d <= addDays(today, GIFT_CARD_LIMITS.deliverWithinDays);
  }, DELIVER_MESSAGE),
);

const recipientName = singleLineText({ label: 'Recipient name', max: 100 });
const giftMessage = multiLineText({ label: 'Message', max: GIFT_CARD_LIMITS.messageMax, required: false });

/** POST /api/cart with `{ giftCard }`: a gift card as its own line (the code is made only once it is paid). */
export const giftCardRequestSchema = z.strictObject({
  amount: giftCardAmountSchema,
  recipientName,
  recipientEmail: customerFields.email,
  message: z.optional(giftMessage),
  deliverOn: z.optional(deliverOnSchema),
});
export const addGiftCardSchema = z.strictObject({ giftCard: giftCardRequestSchema });
export type AddGiftCard = z.infer<typeof addGiftCardSchema>;

/** A gift card as its cart or order line shows it: never its code. */
export const giftCardLineSchema = z.object({
  amount: decimalStringSchema,
  recipientName: z.string(),
  recipientEmail: z.string(),
  message: z.optional(z.string()),
  deliverOn: z.string(),
});
export type GiftCardLine = z.infer<typeof giftCardLineSchema>;

/** A gift card line of the cart (GET/POST /api/cart): one card, quantity 1. */
export const giftCardCartItemSchema = z.object({
  id: positiveIntSchema,
  quantity: z.literal(1),
  giftCard: giftCardLineSchema,
});
export type GiftCardCartItem = z.infer<typeof giftCardCartItemSchema>;

/** A code as typed (spaces, dashes, any case); a text that cannot be a code is refused as unknown. */
export const giftCardCodeSchema = z.pipe(
  z.string('Gift card code is required').check(z.maxLength(40, 'This gift card code is not valid.')),
  z.transform((v: string, ctx) => {
    const code = normalizeGiftCardCode(v);
    if (!code) ctx.issues.push({ code: 'custom', message: 'This gift card code is not valid.', input: v });
    return code ?? '';
  }),
);

/** POST /api/gift-cards/balance: the code travels in the body, never in a path or query. */
export const giftCardBalanceRequestSchema = z.strictObject({ code: giftCardCodeSchema });
export const giftCardBalanceSchema = z.object({ balance: decimalStringSchema, currency: z.literal('CAD') });
export type GiftCardBalance = z.infer<typeof giftCardBalanceSchema>;

/** POST /api/admin/gift-cards: a store credit she issues by hand, mailed at once. */
export const issueStoreCreditSchema = z.strictObject({
  amount: giftCardAmountSchema,
  recipientName,
  recipientEmail: customerFields.email,
  reason: singleLineText({ label: 'Reason', max: 200 }),
  message: z.optional(giftMessage),
  language: z.optional(z.enum(['en', 'fr'])),
});
export type IssueStoreCredit = z.infer<typeof issueStoreCreditSchema>;

/** POST /api/admin/gift-cards/{id}/recipient: a corrected recipient, before the card is delivered. */
export const correctGiftCardRecipientSchema = z.strictObject({
  recipientName: z.optional(recipientName),
  recipientEmail: z.optional(customerFields.email),
});

export const GIFT_CARD_STATUSES = ['active', 'disabled'] as const;

/** One card in /admin: its code only as its last four characters. */
export const adminGiftCardSchema = z.object({
  id: positiveIntSchema,
  last4: z.string(),
  status: z.enum(GIFT_CARD_STATUSES),
  initialAmount: decimalStringSchema,
  balance: decimalStringSchema,
  currency: z.literal('CAD'),
  recipientName: z.string(),
  recipientEmail: z.string(),
  giverName: z.optional(z.string()),
  deliverOn: z.string(),
  deliveredAt: z.optional(z.string()),
  issuedAt: z.string(),
  lastUsedAt: z.optional(z.string()),
  orderId: z.optional(positiveIntSchema),
  reason: z.optional(z.string()),
  disabledAt: z.optional(z.string()),
});
export type AdminGiftCard = z.infer<typeof adminGiftCardSchema>;

/** GET /api/admin/gift-cards: every card, newest first, and what the shop still owes on the enabled ones. */
export const adminGiftCardListSchema = z.object({ items: z.array(adminGiftCardSchema), liability: decimalStringSchema });
export type AdminGiftCardList = z.infer<typeof adminGiftCardListSchema>;
