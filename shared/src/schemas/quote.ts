import * as z from '../zod';
import { PROVINCE_CODES } from '../provinces';
import { shopToday } from '../shop-date';
import { decimalStringToCents } from '../money/cents';
import { decimalStringSchema, positiveIntSchema } from './common';
import { singleLineText } from './human-text';
import { languageSchema } from './language';
import { sandboxCardFields, taxLineSchema, type SandboxConfirmResult } from './order';
import { addressSchema, customerFields } from './checkout';

/**
 * Quotes for custom work (docs/decisions/0048-quotes-for-custom-work.md): the artisan writes lines with a
 * price, an optional deposit and an expiry; the shopper pays by a signed link, the deposit (or the whole)
 * first, then the balance once she sends its link.
 */
export const QUOTE_LIMITS = { lines: 20, description: 200, name: 120, email: 254, maxLineCents: 5_000_000, depositTerms: 300 } as const;

/** Longest a quote may stay open: about three months. */
export const QUOTE_MAX_DAYS = 92;

const isoDay = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-12-15'),
  z.refine((d) => {
    const noon = Date.parse(`${d}T12:00:00Z`);
    return Number.isFinite(noon) && new Date(noon).toISOString().slice(0, 10) === d;
  }, 'Use a real date like 2026-12-15'),
);

/** How far ahead a ready-by date may be: about two years. */
export const QUOTE_READY_MAX_DAYS = 730;

/** The day `days` after today in Winnipeg, as YYYY-MM-DD. */
const daysFromToday = (days: number) => new Date(Date.parse(`${shopToday()}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The deposit's terms as the shopper reads them (docs/decisions/0103-quote-ready-by-and-deposit-terms.md):
 * refundable or not, and one sentence she may edit, prefilled in the quote's language from that choice.
 * Each default says only what the shop does: a refundable deposit is refunded from the order in /admin.
 */
export const DEPOSIT_TERMS_DEFAULTS = {
  en: {
    refundable: 'Your deposit is refundable until I start making your piece.',
    nonRefundable: 'Your deposit is not refundable: it pays for the stones I buy for your piece.',
  },
  fr: {
    refundable: 'Votre acompte est remboursable jusqu’à ce que je commence la fabrication de votre bijou.',
    nonRefundable: 'Votre acompte n’est pas remboursable : il paie les pierres que j’achète pour votre bijou.',
  },
} as const;

/** The prefilled sentence of a choice, in the quote's language. */
export const defaultDepositTerms = (refundable: boolean, language: 'en' | 'fr'): string =>
  DEPOSIT_TERMS_DEFAULTS[language][refundable ? 'refundable' : 'nonRefundable'];

/** Whether a text is one of the prefilled sentences (so a new choice or language may replace it). */
export const isDefaultDepositTerms = (text: string): boolean =>
  Object.values(DEPOSIT_TERMS_DEFAULTS).some((d) => d.refundable === text.trim() || d.nonRefundable === text.trim());

export const depositTermsSchema = z.strictObject({
  refundable: z.boolean({ message: 'Say whether the deposit is refundable' }),
  text: singleLineText({ label: 'Deposit terms', max: QUOTE_LIMITS.depositTerms }),
});
export type DepositTerms = z.infer<typeof depositTermsSchema>;

/** A price typed by the artisan: "450.00", more than zero. (Its bounds are read only from a well-formed amount: the format's own message covers the rest.) */
const wellFormed = (v: string) => decimalStringSchema.safeParse(v).success;
const linePrice = decimalStringSchema.check(
  z.refine((v) => !wellFormed(v) || decimalStringToCents(v) > 0, 'A line must cost more than 0.00'),
  z.refine((v) => !wellFormed(v) || decimalStringToCents(v) <= QUOTE_LIMITS.maxLineCents, 'A line may cost at most 50000.00'),
);

export const quoteLineInputSchema = z.strictObject({
  description: singleLineText({ label: 'Description', max: QUOTE_LIMITS.description }),
  price: linePrice,
});

/**
 * POST /api/admin/quotes: a quote from scratch or from a consultation (`consultationId`). The province
 * prices tax and shipping; the language is the shopper's (page, mail). Amounts are decimal strings.
 */
export const createQuoteSchema = z
  .strictObject({
    consultationId: z.optional(positiveIntSchema),
    customerName: singleLineText({ label: 'Name', max: QUOTE_LIMITS.name }),
    customerEmail: z.string().check(z.trim(), z.email('Enter a valid email address'), z.maxLength(QUOTE_LIMITS.email)),
    province: z.enum(PROVINCE_CODES, { message: 'Choose the province the piece ships to' }),
    language: z._default(languageSchema, 'en'),
    lines: z.array(quoteLineInputSchema).check(
      z.minLength(1, 'Add at least one line'),
      z.maxLength(QUOTE_LIMITS.lines, `A quote holds at most ${QUOTE_LIMITS.lines} lines`),
    ),
    depositPercent: z.optional(
      z.number({ message: 'The deposit is a whole percentage from 10 to 90' }).check(
        z.int('The deposit is a whole percentage from 10 to 90'),
        z.gte(10, 'The deposit is a whole percentage from 10 to 90'),
        z.lte(90, 'The deposit is a whole percentage from 10 to 90'),
      ),
    ),
    expiresOn: isoDay,
    /** The day the piece will be ready (optional; not in the past when the quote is sent or edited). */
    readyBy: z.optional(isoDay),
    /** Required with a deposit, refused without one. */
    depositTerms: z.optional(depositTermsSchema),
  })
  .check(
    z.superRefine((q, ctx) => {
      const today = shopToday();
      if (q.expiresOn < today) ctx.addIssue({ code: 'custom', path: ['expiresOn'], message: 'The expiry date must be today or later' });
      if (q.expiresOn > daysFromToday(QUOTE_MAX_DAYS)) ctx.addIssue({ code: 'custom', path: ['expiresOn'], message: `A quote may stay open at most ${QUOTE_MAX_DAYS} days` });
      if (q.readyBy !== undefined && q.readyBy < today) ctx.addIssue({ code: 'custom', path: ['readyBy'], message: 'The ready-by date must be today or later' });
      if (q.readyBy !== undefined && q.readyBy > daysFromToday(QUOTE_READY_MAX_DAYS)) ctx.addIssue({ code: 'custom', path: ['readyBy'], message: 'The ready-by date may be at most two years away' });
      if (q.depositPercent !== undefined && !q.depositTerms) ctx.addIssue({ code: 'custom', path: ['depositTerms'], message: 'Say whether the deposit is refundable' });
      if (q.depositPercent === undefined && q.depositTerms) ctx.addIssue({ code: 'custom', path: ['depositTerms'], message: 'A quote without a deposit has no deposit terms' });
    }),
  );
export type CreateQuote = z.infer<typeof createQuoteSchema>;
export type CreateQuoteBody = z.input<typeof createQuoteSchema>;

/**
 * Where a quote stands: `open` (sent, nothing paid), `deposit_paid` (an order to make, balance owed),
 * `paid` (paid in full), `cancelled` (she withdrew it; its links are void). An open quote past its expiry is `expired`.
 */
export const QUOTE_STATUSES = ['open', 'deposit_paid', 'paid', 'expired', 'cancelled'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** What a link pays: the deposit, the whole quote (no deposit), or the balance after a deposit. */
export type QuotePart = 'deposit' | 'full' | 'balance';

const quoteAmountsShape = {
  lines: z.array(z.object({ description: z.string(), price: decimalStringSchema })),
  subtotal: decimalStringSchema,
  shipping: decimalStringSchema,
  taxLines: z.array(taxLineSchema),
  tax: decimalStringSchema,
  total: decimalStringSchema,
  depositPercent: z.nullable(z.number()),
  deposit: z.nullable(decimalStringSchema),
  balance: z.nullable(decimalStringSchema),
  /** When the piece will be ready (YYYY-MM-DD), and the deposit's terms: null when she gave none. */
  readyBy: z.nullable(z.string()),
  depositTerms: z.nullable(z.object({ refundable: z.boolean(), text: z.string() })),
};

/** GET /api/quotes/{token}: the quote as its link shows it, and what this link pays now (null: nothing). */
export const quotePageSchema = z.object({
  id: positiveIntSchema,
  status: z.enum(QUOTE_STATUSES),
  customerName: z.string(),
  language: languageSchema,
  province: z.string(),
  expiresOn: z.string(),
  ...quoteAmountsShape,
  part: z.enum(['deposit', 'full', 'balance']),
  amountDue: z.nullable(decimalStringSchema),
  paid: decimalStringSchema,
  orderId: z.nullable(positiveIntSchema),
  /** Whether the quote already has her phone (from her consultation): the first payment then asks only where to ship. */
  phoneOnFile: z.boolean(),
});
export type QuotePage = z.infer<typeof quotePageSchema>;

/** The admin's view of a quote (lists and the answer to creating one). */
export type AdminQuote = {
  id: number;
  status: QuoteStatus;
  customerName: string;
  customerEmail: string;
  province: string;
  language: 'en' | 'fr';
  expiresOn: string;
  createdAt: string;
  consultationId: number | null;
  orderId: number | null;
  paid: string;
  balanceLinkSentAt: string | null;
} & { [K in keyof typeof quoteAmountsShape]: z.infer<(typeof quoteAmountsShape)[K]> };

export type AdminQuotePage = { quotes: AdminQuote[] };

/**
 * POST /api/quotes/{token}/payment-intent: the first payment (deposit or whole) carries where the piece
 * ships, in the quote's province (its tax is priced for it), and a phone unless the quote has one (from
 * her consultation; one sent replaces it); the balance link sends `{}`.
 */
export const quotePaymentRequestSchema = z.strictObject({
  customerPhone: z.optional(customerFields.phone),
  shippingAddress: z.optional(addressSchema),
});
export type QuotePaymentRequest = z.infer<typeof quotePaymentRequestSchema>;
export type QuotePaymentRequestBody = z.input<typeof quotePaymentRequestSchema>;

/** POST /api/quotes/{token}/payment-intent answers the client secret of what this link pays. */
export type QuotePaymentIntent = {
  clientSecret: string;
  provider: 'stripe' | 'sandbox';
  publishableKey?: string;
  quoteId: number;
  part: QuotePart;
  amount: string;
  currency: 'cad';
};

/** POST /api/quotes/{token}/sandbox-confirm: the TEST MODE card form's confirmation of a quote payment. */
export const quoteSandboxConfirmSchema = z.strictObject(sandboxCardFields);
export type QuoteSandboxConfirm = z.infer<typeof quoteSandboxConfirmSchema>;

/** Mirrors the checkout's sandbox result, for a quote: no error means the payment went through. */
export type QuoteSandboxResult =
  | { status: 'succeeded'; quoteId: number; orderId?: number }
  | { status: 'requires_payment_method'; quoteId: number; error: Extract<SandboxConfirmResult, { error: unknown }>['error'] };
