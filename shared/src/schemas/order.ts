import * as z from '../zod';
import { decimalStringSchema, positiveIntSchema } from './common';
import { customerFields, giftNoteSchema } from './checkout';
import { orderAddressSchema, structuredAddress } from './order-address';
import { CHECKOUT_MESSAGES as M } from '../messages';
import { splitFullName } from '../parse-address-text';
import { languageSchema } from './language';
import { lineChoiceSchema } from './product-options';
import { orderDiscountCodeSchema } from './discount-code';
import { giftCardCodeSchema, giftCardLineSchema } from './gift-card';

/** `partially_shipped`: some lines have left in a parcel, others (a piece still being made) have not. */
export const ORDER_STATUSES = ['pending', 'paid', 'partially_shipped', 'shipped', 'delivered', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** Paid and not undone: the money is the shop's (a refund may have given part of it back). */
export const PAID_STATUSES = ['paid', 'partially_shipped', 'shipped', 'delivered'] as const satisfies readonly OrderStatus[];
export const isPaidStatus = (s: OrderStatus): boolean => (PAID_STATUSES as readonly OrderStatus[]).includes(s);

/**
 * POST /api/orders. Its customer fields and structured address are the checkout form's own schemas;
 * each address may instead be the multi-line text of an API client (order-address.ts; the forms
 * accepted: docs/decisions/0013-accept-spec-payloads.md). Items,
 * prices and totals are never taken from the client: the order is built from the session cart, and
 * amount-like keys are refused (strict object). The output is one normal form whichever was sent.
 */
const orderRequestSchema = z.strictObject({
  customerEmail: customerFields.email,
  customerPhone: customerFields.phone,
  firstName: z.optional(customerFields.firstName),
  lastName: z.optional(customerFields.lastName),
  shippingAddress: orderAddressSchema,
  billingAddress: z.optional(orderAddressSchema),
  sameAsShipping: z.optional(z.boolean()),
  /** Optional, not part of the section 3 payload: a note for the recipient, printed on the packing slip. */
  giftNote: z.optional(giftNoteSchema),
  status: z._default(z.literal('pending'), 'pending'),
  currency: z._default(z.literal('CAD'), 'CAD'),
  /** The shop's language at checkout: the order's emails go out in it. */
  language: z._default(languageSchema, 'en'),
  /** A discount code typed at checkout (any case); the server prices it, or says in 400 why it does not apply. */
  discountCode: z.optional(orderDiscountCodeSchema),
  /** A gift card code typed at checkout (spaces, dashes, any case): it pays what it can of the total (issue 49). */
  giftCardCode: z.optional(giftCardCodeSchema),
});

export const createOrderSchema = z.pipe(
  orderRequestSchema,
  z.transform((o: z.infer<typeof orderRequestSchema>, ctx) => {
    const { shippingAddress: shipping, billingAddress: billing, sameAsShipping } = o;
    const named = 'fullName' in shipping ? splitFullName(shipping.fullName) : undefined;
    const firstName = o.firstName ?? named?.firstName;
    const lastName = o.lastName ?? named?.lastName;
    if (firstName === undefined) ctx.issues.push({ code: 'custom', path: ['firstName'], message: M.firstName, input: o });
    if (lastName === undefined) ctx.issues.push({ code: 'custom', path: ['lastName'], message: M.lastName, input: o });
    if (firstName === undefined || lastName === undefined) return z.NEVER;
    const fullName = [firstName, lastName].filter(Boolean).join(' ');
    const shippingName = 'fullName' in shipping ? shipping.fullName : fullName;
    // The billing address mirrors the shipping one while sameAsShipping is checked, or when none is sent.
    const mirrored = sameAsShipping === true || billing === undefined;
    const billingName = mirrored ? shippingName : 'fullName' in billing ? billing.fullName : fullName;
    return {
      customerEmail: o.customerEmail,
      customerPhone: o.customerPhone,
      firstName,
      lastName,
      shippingName,
      billingName,
      shippingAddress: structuredAddress(shipping),
      billingAddress: structuredAddress(mirrored ? shipping : billing),
      sameAsShipping: mirrored,
      ...(o.giftNote ? { giftNote: o.giftNote } : {}),
      status: o.status,
      currency: o.currency,
      language: o.language,
      ...(o.discountCode ? { discountCode: o.discountCode } : {}),
      ...(o.giftCardCode ? { giftCardCode: o.giftCardCode } : {}),
    };
  }),
);
/** The request as the server reads it (one normal form). */
export type CreateOrder = z.infer<typeof createOrderSchema>;
/** The request as a client may send it (what the web checkout sends is one of its forms). */
export type CreateOrderBody = z.input<typeof createOrderSchema>;

export const orderItemSchema = z.object({
  /** The line's stable id within its order (1, 2, ...): shipments and refunds name lines by it. */
  id: positiveIntSchema,
  productId: z.number().check(z.int()),
  name: z.string(),
  imageUrl: z.string(),
  quantity: positiveIntSchema,
  price: decimalStringSchema,
  lineTotal: decimalStringSchema,
  /** false: the order's discount did not come off this line (it was for another piece or collection); refunds follow it. */
  discounted: z.optional(z.literal(false)),
  /** The piece's approved French name when the order was placed (shown on the French site). */
  translations: z.optional(z.object({ fr: z.optional(z.object({ name: z.string() })) })),
  /** The choices as sent (docs/decisions/0035-options-and-choices.md); `price` includes their difference. */
  options: z.optional(z.record(z.string(), z.string())),
  personalization: z.optional(z.record(z.string(), z.string())),
  /** The same choices as every surface shows them, with their French labels. */
  choices: z.optional(z.array(lineChoiceSchema)),
  /** A made-to-order line: its estimated ship date (YYYY-MM-DD) and lead time in business days. */
  madeToOrder: z.optional(z.object({ leadTimeDays: positiveIntSchema, shipBy: z.string() })),
  /** A made-to-order line the artisan has marked made (ready to ship). */
  made: z.optional(z.boolean()),
  /** How many of the line's units have shipped so far (absent: none). */
  shippedQuantity: z.optional(z.number().check(z.int())),
  /** A gift card line (productId 0): its amount, recipient and delivery day; never its code. */
  giftCard: z.optional(giftCardLineSchema),
});

/** One parcel: the lines (and how many of each) it took, its carrier and tracking. */
export const shipmentSchema = z.object({
  id: positiveIntSchema,
  items: z.array(z.object({ itemId: positiveIntSchema, quantity: positiveIntSchema })),
  carrier: z.string(),
  carrierName: z.string(),
  trackingNumber: z.string(),
  trackingUrl: z.optional(z.string()),
  shippedAt: z.string(),
});
export type Shipment = z.infer<typeof shipmentSchema>;

export const taxLineSchema = z.object({ name: z.string(), label: z.string(), amount: decimalStringSchema });

export const orderSchema = z.object({
  id: positiveIntSchema,
  status: z.enum(ORDER_STATUSES),
  currency: z.literal('CAD'),
  customerEmail: z.string(),
  customerPhone: z.string(),
  customerName: z.string(),
  shippingAddress: z.string(),
  billingAddress: z.string(),
  province: z.string(),
  items: z.array(orderItemSchema),
  subtotal: decimalStringSchema,
  discount: decimalStringSchema,
  /** Which discount applied (a code and the guide's offer never stack): 'offer' or 'code', with the code. */
  discountSource: z.optional(z.enum(['offer', 'code'])),
  discountCode: z.optional(z.string()),
  /** The code gave free shipping rather than money off the goods (docs/decisions/0102-collection-and-free-shipping-codes.md). */
  discountFreeShipping: z.optional(z.literal(true)),
  shipping: decimalStringSchema,
  taxLines: z.array(taxLineSchema),
  tax: decimalStringSchema,
  totalAmount: decimalStringSchema,
  /** What a gift card paid of the total (issue 49; "0.00" without one). */
  giftCardAmount: z.optional(decimalStringSchema),
  /** What is left for the card payment: the total less the gift card's part. "0.00": paid in full by the card. */
  amountDue: z.optional(decimalStringSchema),
  /** The spent gift card's last four characters (never its whole code). */
  giftCardLast4: z.optional(z.string()),
  /** The gift cards bought in the order, added up (in totalAmount, untaxed). */
  giftCardsTotal: z.optional(decimalStringSchema),
  createdAt: z.string(),
  paidAt: z.optional(z.string()),
  giftNote: z.optional(z.string()),
  /** Custom work: the quote it was made from, what has been paid and what is still owed. */
  quoteId: z.optional(positiveIntSchema),
  amountPaid: z.optional(decimalStringSchema),
  balanceDue: z.optional(decimalStringSchema),
  /** The parcels sent so far, oldest first (empty until the first). */
  shipments: z.optional(z.array(shipmentSchema)),
});
export type Order = z.infer<typeof orderSchema>;

export const createPaymentIntentSchema = z.object({
  orderId: z.number({ message: 'orderId must be a number' }).check(z.int(), z.positive()),
  // A client may send amount and currency; both are ignored (docs/decisions/0005-server-is-money-authority.md).
  amount: z.optional(z.unknown()),
  currency: z.optional(z.unknown()),
});
export type CreatePaymentIntent = z.infer<typeof createPaymentIntentSchema>;

export const PAYMENT_PROVIDERS = ['stripe', 'sandbox'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** GET /api/payments/config: which payment client the checkout loads (publishable key for Stripe). */
export const paymentConfigSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  publishableKey: z.optional(z.string()),
});
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

/** POST /api/create-payment-intent response. */
export const paymentIntentResponseSchema = z.object({
  clientSecret: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  publishableKey: z.optional(z.string()),
  orderId: positiveIntSchema,
  amount: decimalStringSchema,
  currency: z.literal('cad'),
});
export type PaymentIntentResponse = z.infer<typeof paymentIntentResponseSchema>;

/** Stripe's test cards, as the sandbox card form lists them. */
export const SANDBOX_TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'Payment succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'Card declined' },
  { number: '4000 0000 0000 9995', outcome: 'Insufficient funds' },
] as const;

/**
 * A payment intent's client secret as Stripe and the sandbox spell it: `pi_<id>_secret_<key>`, letters,
 * digits and underscores only. Checked at the parse step, so a secret holding NUL, a line break or any
 * other character is a 400 before the route's rate-limit counter or anything else is written
 * (docs/decisions/0060-identifiers-parsed-before-any-write.md).
 */
export const clientSecretSchema = z.string().check(
  z.maxLength(200, 'The payment client secret is too long'),
  z.regex(/^pi_[A-Za-z0-9_]+_secret_[A-Za-z0-9]+$/, 'The payment client secret is not one this shop issues'),
);

/**
 * The TEST MODE card form's fields, as the checkout and a quote's page both send them. The card number may
 * be grouped with spaces or hyphens (as the form shows it); nothing else but digits; the expiry's slash
 * may have spaces around it. No tab, line break or other control character passes.
 */
export const sandboxCardFields = {
  clientSecret: clientSecretSchema,
  cardNumber: z.pipe(
    z.pipe(
      z.string(),
      z.transform((v: string) => v.replace(/[ -]/g, '')),
    ),
    z.string().check(z.regex(/^\d{12,19}$/, 'Your card number is incomplete.')),
  ),
  expiry: z.optional(z.string().check(z.trim(), z.regex(/^(0[1-9]|1[0-2]) *\/ *\d{2}$/, "Your card's expiration date is incomplete."))),
  cvc: z.optional(z.string().check(z.trim(), z.regex(/^\d{3,4}$/, "Your card's security code is incomplete."))),
};

/** POST /api/sandbox/confirm: the TEST MODE card form's confirmation (sandbox provider only). */
export const sandboxConfirmSchema = z.strictObject({
  orderId: z.number({ message: 'orderId must be a number' }).check(z.int(), z.positive()),
  ...sandboxCardFields,
});
export type SandboxConfirm = z.infer<typeof sandboxConfirmSchema>;

/** Mirrors stripe.confirmPayment's result: no error means the payment succeeded. */
export type SandboxConfirmResult =
  | { status: 'succeeded'; orderId: number }
  | { status: 'requires_payment_method'; orderId: number; error: { type: 'card_error'; code: string; decline_code?: string; message: string } };
