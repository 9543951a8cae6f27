import * as z from '../zod';
import { decimalStringSchema, positiveIntSchema } from './common';
import { multiLineText, singleLineText } from './human-text';
import { shopToday } from '../shop-date';
import { normalizeGiftCardCode } from '../gift-card-code';
import { GIFT_CARD_LIMITS, GIFT_CARD_MESSAGES, giftCardAmountText } from '../constants/gift-card';

const M = GIFT_CARD_MESSAGES;


/** "50", "50.00" or "50.0": a whole-dollar amount as a decimal string; kept as "50.00". "49.999", "0", "501", "abc" are refused. */
export const giftCardAmountSchema = z.pipe(
  z.string(M.amount).check(
    z.trim(),
    z.refine((v) => /^\d{1,3}(\.0{1,2})?$/.test(v) && Number(v) >= GIFT_CARD_LIMITS.minDollars && Number(v) <= GIFT_CARD_LIMITS.maxDollars, M.amount),
  ),
  z.transform((v: string) => giftCardAmountText(v)),
);

/** A calendar day `days` after `date` (both YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The latest delivery day a card bought on `today` (the shop's calendar day) may have. */
export const latestDeliverOn = (today: string = shopToday()): string => addDays(today, GIFT_CARD_LIMITS.deliverWithinDays);

/** A delivery day: a real calendar day, today to 90 days ahead in the shop's time zone (checked when the request is read). */
export const deliverOnSchema = z.string(M.deliverOn).check(
  z.superRefine((d, ctx) => {
    const real = /^\d{4}-\d{2}-\d{2}$/.test(d) && !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && addDays(d, 0) === d;
    if (!real) return void ctx.addIssue({ code: 'custom', message: M.deliverOn });
    const today = shopToday();
    if (d < today) ctx.addIssue({ code: 'custom', message: M.deliverOnPast });
    else if (d > latestDeliverOn(today)) ctx.addIssue({ code: 'custom', message: M.deliverOnTooFar });
  }),
);

const recipientName = singleLineText({
  label: "Recipient's name",
  max: GIFT_CARD_LIMITS.nameMax,
  messages: { required: M.recipientName, tooLong: M.recipientNameTooLong, characters: M.recipientNameCharacters },
});
const recipientEmail = z.string(M.recipientEmail).check(z.trim(), z.email(M.recipientEmail), z.maxLength(GIFT_CARD_LIMITS.emailMax, M.recipientEmail));
const giftMessage = multiLineText({
  label: 'Message',
  max: GIFT_CARD_LIMITS.messageMax,
  required: false,
  messages: { tooLong: M.messageTooLong, characters: M.messageCharacters },
});

/** POST /api/cart with `{ giftCard }`: a gift card as its own line (the code is made only once it is paid). */
export const giftCardRequestSchema = z.strictObject({
  amount: giftCardAmountSchema,
  recipientName,
  recipientEmail,
  message: z.optional(giftMessage),
  deliverOn: z.optional(deliverOnSchema),
});
export type GiftCardRequestInput = z.input<typeof giftCardRequestSchema>;
export type GiftCardRequest = z.infer<typeof giftCardRequestSchema>;
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
  recipientEmail,
  reason: singleLineText({ label: 'Reason', max: 200 }),
  message: z.optional(giftMessage),
  language: z.optional(z.enum(['en', 'fr'])),
});
export type IssueStoreCredit = z.infer<typeof issueStoreCreditSchema>;

/** POST /api/admin/gift-cards/{id}/recipient: a corrected recipient, before the card is delivered. */
export const correctGiftCardRecipientSchema = z.strictObject({
  recipientName: z.optional(recipientName),
  recipientEmail: z.optional(recipientEmail),
});

/**
 * POST /api/admin/gift-cards/{id}/disable: why she disables it (a disputed payment, say), kept on the card
 * and in the activity log. The body may be left out: the card then records "Disabled in /admin".
 */
export const disableGiftCardSchema = z.optional(z.strictObject({ reason: z.optional(singleLineText({ label: 'Reason', max: 200 })) }));
export type DisableGiftCard = z.infer<typeof disableGiftCardSchema>;

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
  /** A store credit's reason. */
  reason: z.optional(z.string()),
  disabledAt: z.optional(z.string()),
  /** Why it was disabled: her reason, or the refund that disabled it. */
  disabledReason: z.optional(z.string()),
});
export type AdminGiftCard = z.infer<typeof adminGiftCardSchema>;

/** GET /api/admin/gift-cards: every card, newest first, and what the shop still owes on the enabled ones. */
export const adminGiftCardListSchema = z.object({ items: z.array(adminGiftCardSchema), liability: decimalStringSchema });
export type AdminGiftCardList = z.infer<typeof adminGiftCardListSchema>;

/** `{id}` of the /admin gift card routes: a card's number. */
export const giftCardParams = z.strictObject({
  id: z.pipe(z.string().check(z.regex(/^[1-9]\d{0,11}$/, 'Gift card id is not valid')), z.transform((v: string) => Number(v))),
});
export type CorrectGiftCardRecipient = z.infer<typeof correctGiftCardRecipientSchema>;
