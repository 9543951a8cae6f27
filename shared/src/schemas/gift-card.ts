import * as z from '../zod';
import { shopToday } from '../shop-date';
import { decimalStringSchema } from './common';
import { singleLineText, multiLineText } from './human-text';

/**
 * Gift cards (issue 49): what a shopper puts in the cart, shared by the web form and the API, so both
 * refuse the same amounts and dates with the same words.
 */

/** The amounts offered as choices, in whole dollars; any other whole amount from min to max is accepted too. */
export const GIFT_CARD_AMOUNTS = [25, 50, 75, 100, 150] as const;
export const GIFT_CARD_LIMITS = { minDollars: 10, maxDollars: 500, maxDaysAhead: 90, name: 120, email: 254, message: 500 } as const;

/** The English messages (the API's words); the web shows its own French for each. */
export const GIFT_CARD_MESSAGES = {
  amount: 'Choose a whole amount from $10 to $500',
  recipientName: "Recipient's name is required",
  recipientNameTooLong: "Recipient's name must be 120 characters or fewer",
  recipientNameCharacters: "Recipient's name must be plain text on one line",
  recipientEmail: "Please enter the recipient's email address",
  messageTooLong: 'Message must be 500 characters or fewer',
  messageCharacters: 'Message must be plain text (line breaks are fine)',
  deliverOn: 'Delivery date must be a date like 2026-12-24',
  deliverOnPast: 'Delivery date cannot be in the past',
  deliverOnTooFar: 'Delivery date can be at most 90 days ahead',
} as const;
const M = GIFT_CARD_MESSAGES;

/** A calendar date (YYYY-MM-DD) plus whole days, in the calendar (no time zone involved). */
export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

/** The latest delivery date a card bought on `today` (the shop's calendar day) may have. */
export const latestDeliverOn = (today: string = shopToday()): string => addDays(today, GIFT_CARD_LIMITS.maxDaysAhead);

/**
 * A whole dollar amount from $10 to $500, as a decimal string: "50" or "50.00" (the API's form). "49.999",
 * "49.50", "0", "5", "501" and "abc" are refused.
 */
/** Whole dollars as the API's decimal string: 50 -> "50.00". */
export const giftCardAmountText = (dollars: number | string): string => `${Number.parseInt(String(dollars), 10)}.00`;

export const giftCardAmountSchema = z.pipe(
  z.string(M.amount).check(
    z.trim(),
    z.refine((s) => /^\d{1,6}(\.00)?$/.test(s) && Number.parseInt(s, 10) >= GIFT_CARD_LIMITS.minDollars && Number.parseInt(s, 10) <= GIFT_CARD_LIMITS.maxDollars, M.amount),
  ),
  z.transform((s: string) => giftCardAmountText(s)),
);

/** A delivery date: a real calendar day from today (the shop's time zone) to 90 days ahead. */
export const deliverOnSchema = z.string(M.deliverOn).check(
  z.superRefine((s, ctx) => {
    const valid = /^\d{4}-\d{2}-\d{2}$/.test(s) && addDays(s, 0) === s;
    if (!valid) return void ctx.addIssue({ code: 'custom', message: M.deliverOn });
    const today = shopToday();
    if (s < today) ctx.addIssue({ code: 'custom', message: M.deliverOnPast });
    else if (s > latestDeliverOn(today)) ctx.addIssue({ code: 'custom', message: M.deliverOnTooFar });
  }),
);

/** POST /api/cart `{ giftCard }`: the card as bought (no code: the card is issued once paid). */
export const giftCardLineSchema = z.strictObject({
  amount: giftCardAmountSchema,
  recipientName: singleLineText({ label: "Recipient's name", max: GIFT_CARD_LIMITS.name, messages: { required: M.recipientName, tooLong: M.recipientNameTooLong, characters: M.recipientNameCharacters } }),
  recipientEmail: z.string(M.recipientEmail).check(z.trim(), z.maxLength(GIFT_CARD_LIMITS.email, M.recipientEmail), z.email(M.recipientEmail)),
  message: z.optional(multiLineText({ label: 'Message', max: GIFT_CARD_LIMITS.message, required: false, messages: { tooLong: M.messageTooLong, characters: M.messageCharacters } })),
  /** Today when absent. */
  deliverOn: z.optional(deliverOnSchema),
});
export type GiftCardLineInput = z.input<typeof giftCardLineSchema>;
export type GiftCardLine = z.infer<typeof giftCardLineSchema>;

/** A gift card line as the cart gives it back (`CartItem.giftCard`): what was bought, never a code. */
export const giftCardCartLineSchema = z.object({
  amount: decimalStringSchema,
  recipientName: z.string(),
  recipientEmail: z.string(),
  message: z.optional(z.string()),
  /** YYYY-MM-DD, the shop's calendar day the recipient's mail goes out. */
  deliverOn: z.string(),
});
export type GiftCardCartLine = z.infer<typeof giftCardCartLineSchema>;

/** POST /api/gift-cards/balance: the code travels in the body, never in a path or a query. */
export const giftCardBalanceRequestSchema = z.strictObject({ code: z.string('Code is required').check(z.trim(), z.minLength(1, 'Code is required'), z.maxLength(40, 'Code is too long')) });
export type GiftCardBalance = { balance: string; currency: string };
