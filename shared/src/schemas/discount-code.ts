import * as z from '../zod';
import { decimalStringSchema, positiveIntSchema } from './common';
import { languageSchema } from './language';

/**
 * A discount code as typed: letters, digits, "-" and "_", 3 to 32 of them, kept in capitals (codes are
 * case-insensitive: "welcome10" is WELCOME10). Its pattern admits no control or bidi character.
 */
export const discountCodeText = z.pipe(
  z.string({ message: 'Code is required' }).check(z.trim(), z.toUpperCase()),
  z.string().check(
    z.minLength(3, 'Code must be 3 to 32 characters'),
    z.maxLength(32, 'Code must be 3 to 32 characters'),
    z.regex(/^[A-Z0-9_-]+$/, 'Code may hold only letters, digits, - and _'),
  ),
);

/** A start or end: a calendar day in the shop's time zone ("2026-12-24", the whole day) or an instant with its offset. */
const whenSchema = z.union([z.iso.date(), z.iso.datetime({ offset: true })], { message: 'Must be a date (2026-12-24) or a date and time with offset' });

const positiveAmount = (label: string) =>
  decimalStringSchema.check(z.refine((v) => Number(v) > 0 && Number(v) <= 100_000, `${label} must be more than 0.00 and at most 100000.00`));

/** POST /api/admin/discount-codes (docs/decisions/0040-discount-codes.md). */
export const createDiscountCodeSchema = z
  .strictObject({
    code: discountCodeText,
    percentOff: z.optional(z.number('Percent off must be a number').check(z.gt(0, 'Percent off must be more than 0'), z.maximum(100, 'Percent off must be at most 100'))),
    amountOff: z.optional(positiveAmount('Amount off')),
    minSubtotal: z.optional(positiveAmount('Minimum subtotal')),
    startsAt: z.optional(whenSchema),
    endsAt: z.optional(whenSchema),
    usageLimit: z.optional(positiveIntSchema.check(z.maximum(1_000_000))),
    oncePerEmail: z.optional(z.boolean()),
    /** Money off only this collection's pieces (decision 0102); the collection must exist. */
    collectionId: z.optional(z.number('collectionId must be a collection id').check(z.int('collectionId must be a collection id'), z.positive('collectionId must be a collection id'), z.maximum(1e12, 'collectionId must be a collection id'))),
    /** Free shipping instead of money off the goods (decision 0102). */
    freeShipping: z.optional(z.literal(true, 'freeShipping must be true when given')),
  })
  .check(
    z.refine((c) => [c.percentOff, c.amountOff, c.freeShipping].filter((v) => v !== undefined).length === 1, {
      message: 'Give exactly one of percentOff, amountOff or freeShipping',
      path: ['percentOff'],
    }),
    z.refine((c) => !(c.freeShipping && c.collectionId !== undefined), { message: 'A free-shipping code applies to the whole order: give no collectionId', path: ['collectionId'] }),
    z.refine((c) => c.percentOff === undefined || Number.isInteger(c.percentOff * 100), { message: 'Percent off has at most two decimals', path: ['percentOff'] }),
    z.refine((c) => !c.startsAt || !c.endsAt || c.startsAt.slice(0, 10) <= c.endsAt.slice(0, 10), { message: 'The end comes before the start', path: ['endsAt'] }),
  );
export type CreateDiscountCode = z.infer<typeof createDiscountCodeSchema>;

/** PATCH /api/admin/discount-codes/{code}: pause or resume. */
export const updateDiscountCodeSchema = z.strictObject({ paused: z.boolean('paused must be true or false') });

export const discountCodeParams = z.strictObject({ code: discountCodeText });

/** A code as /admin lists it: its terms, how often it was used, whether it is paused. */
export type DiscountCodeDto = {
  code: string;
  percentOff: number | null;
  amountOff: string | null;
  minSubtotal: string | null;
  startsAt: string | null;
  endsAt: string | null;
  usageLimit: number | null;
  oncePerEmail: boolean;
  /** The collection whose pieces the money comes off; null: the whole order's goods. */
  collectionId: number | null;
  /** True for a free-shipping code (then percentOff and amountOff are null). */
  freeShipping: boolean;
  timesUsed: number;
  paused: boolean;
  createdAt: string;
};

/** POST /api/cart/discount-code: does this code apply to my cart? (Each ask counts against the client's guesses.) */
export const checkDiscountCodeSchema = z.strictObject({
  code: discountCodeText,
  language: z._default(languageSchema, 'en'),
  /** When given, a once-per-email code this email already used is refused now rather than at the order. */
  customerEmail: z.optional(z.string().check(z.trim(), z.toLowerCase(), z.email('customerEmail must be an email'), z.maxLength(254))),
});

/** Its answer: the code's terms, for the checkout summary to price with the shared codeDiscountCents. */
export type DiscountCodeCheck = {
  code: string;
  percentOff: number | null;
  amountOff: string | null;
  minSubtotal: string | null;
  /** Decision 0102: a collection code's collection (its pieces are what it takes money off), and free shipping. */
  collectionId: number | null;
  freeShipping: boolean;
};

/** The order's optional code (POST /api/orders `discountCode`): the same text rule; the server then says why a code does not apply. */
export const orderDiscountCodeSchema = discountCodeText;
