import type { ChosenOptions, PersonalizationAnswers } from '@crystal/shared/schemas/product-options';
import type { LineChoice } from '@crystal/shared/product-choices';
import type { LineDraws } from './stock-draws';
import type { Address } from '@crystal/shared/schemas/checkout';
import type { OrderStatus } from '@crystal/shared/schemas/order';
import type { TaxLine } from '@crystal/shared/tax';
import type { TaxNumber } from '@crystal/shared/tax-numbers';
import type { ProvinceCode } from '@crystal/shared/provinces';
import { padId } from '@crystal/shared/table-definition';
import type { Language } from '@crystal/shared/schemas/language';
import type { Carrier } from '@crystal/shared/carriers';

/**
 * One refund by the line, kept on the order (issue 45): its lines by their stable ids (numberLines), what
 * each gave back and whether it went back in stock, and the refund's goods, shipping and taxes in cents.
 * `refundedAfterCents` is the order's refunded total once it was made (its mail's key). A refund whose
 * payout failed is `voidedAt` and counts for nothing; `restockedAt` marks its units back on the shelf.
 */
export type RefundRecord = {
  id: string;
  items: { itemId: number; quantity: number; restock: boolean; goodsCents: number }[];
  goodsCents: number;
  /** Of `goodsCents`, the gift cards bought that it gave back (issue 49: the sales figures leave them out). */
  giftCardsCents?: number;
  shippingRefunded: boolean;
  shippingCents: number;
  taxLines: { name: string; label: string; amountCents: number }[];
  taxCents: number;
  totalCents: number;
  refundedAfterCents: number;
  createdAt: string;
  requestId?: string;
  restockedAt?: string;
  voidedAt?: string;
};

/** The order header as stored: `pk=ORDER#<id>, sk=ORDER`; money in cents. */
export type OrderRecord = {
  pk: string;
  sk: 'ORDER';
  type: 'order';
  id: number;
  /** The shopper's session: only it may read the order or pay for it. */
  sessionId: string;
  status: OrderStatus;
  currency: 'CAD';
  customerEmail: string;
  customerPhone: string;
  /** The shop's language the order was placed in: its emails go out in it (older orders: English). */
  language?: Language;
  firstName: string;
  lastName: string;
  shipping: Address;
  billing: Address;
  /** docs/decisions/0023-entities-and-calls.md multi-line texts: full name, street, 'city, province postalCode', country. */
  shippingAddress: string;
  billingAddress: string;
  province: ProvinceCode;
  /** The shopper's note for the recipient (optional), printed on the packing slip. */
  giftNote?: string;
  subtotalCents: number;
  discountCents: number;
  /** Where the discount came from, when there is one: the guide's offer or a code (docs/decisions/0040-discount-codes.md). */
  discountSource?: 'offer' | 'code';
  /** The code, when a code gave the discount; `discountCodeOncePerEmail` says its use marked the email. */
  discountCode?: string;
  discountCodeOncePerEmail?: boolean;
  /** The code gave free shipping rather than money off the goods (decision 0102). */
  discountFreeShipping?: true;
  shippingCents: number;
  taxLines: TaxLine[];
  taxCents: number;
  /** The registration numbers the order was taxed under, for its receipt (older orders: the settings' GST/HST number). */
  taxNumbers?: TaxNumber[];
  totalCents: number;
  /** Gift cards bought in this order (issue 49): in `totalCents`, never in the goods, untaxed. */
  giftCardsCents?: number;
  /** Gift cards alone (each emailed on its day): nothing to ship, never counted "to ship". */
  shipsNothing?: true;
  /** A gift card spent on the order: the card, its last four characters, and what it paid of `totalCents`. */
  giftCardId?: number;
  giftCardLast4?: string;
  giftCardCents?: number;
  itemCount: number;
  createdAt: string;
  updatedAt: string;
  /** Stock is held for the order until this instant (ISO); unpaid after it, the stock goes back. */
  reservedUntil: string;
  /** true once the reserved stock went back to the shelf; set in the same transaction as the stock. */
  stockReleased: boolean;
  paymentIntentId?: string;
  paidAt?: string;
  cancelledAt?: string;
  cancelReason?: string;
  /** The confirmation email was claimed for sending at this instant (sent at most once). */
  confirmationEmailAt?: string;
  /** Custom work: the quote this order was made from (functions/src/custom-quotes/). */
  quoteId?: number;
  /** A quote's order paid by deposit: what has been paid, and what is still owed, in cents. */
  paidCents?: number;
  balanceDueCents?: number;
  /** A quote's balance, paid by a payment of its own after the deposit's (`paymentIntentId`): refunded first. */
  balancePayment?: { paymentIntentId: string; cents: number };
  /** Paid after its stock had been released and the stock was gone meanwhile: the artisan must act. */
  stockShortfall?: boolean;
  /** The parcels sent so far, oldest first (orders shipped whole before shipments existed have none). */
  shipments?: ShipmentRecord[];
  /** The made-to-order lines (by their stable ids) she has marked made, ready to ship. */
  madeItemIds?: number[];
  /** After the sale (all optional: older orders lack them). Shipped with a carrier and its tracking (the last parcel's). */
  carrier?: Carrier;
  trackingNumber?: string;
  trackingUrl?: string;
  shippedAt?: string;
  deliveredAt?: string;
  refundedAt?: string;
  /** Everything refunded so far, in cents (Stripe's `amount_refunded`, or /admin's refunds added up). */
  refundedCents?: number;
  /** Refunds by the line (issue 45), oldest first: functions/src/orders/refund-record.ts. */
  refunds?: RefundRecord[];
  /** Units put back in stock by refunds by the line: a later release of the whole order leaves them out. */
  restockedUnits?: number;
  /** Set by Stripe's dispute events: 'open' until closed, then Stripe's closing status (won, lost...). */
  disputeStatus?: string;
  disputeId?: string;
  gsi1pk: string;
  gsi1sk: string;
  gsi2pk: 'ORDERS';
  gsi2sk: string;
};

/** One parcel of an order: the lines it took (by their stable ids) and how many of each, its carrier and tracking. */
export type ShipmentRecord = {
  id: number;
  items: { itemId: number; quantity: number }[];
  carrier: Carrier;
  trackingNumber: string;
  trackingUrl?: string;
  shippedAt: string;
};

/** One line of an order: `pk=ORDER#<id>, sk=ITEM#<productId>`; name and price as at purchase. */
export type OrderLineRecord = {
  pk: string;
  sk: string;
  type: 'orderItem';
  orderId: number;
  productId: number;
  name: string;
  /** The piece's approved French name at purchase, kept for the French emails. */
  frName?: string;
  imageUrl: string;
  quantity: number;
  /** The unit price as bought: the piece's price plus its chosen values' differences. */
  priceCents: number;
  /** false: the order's discount did not come off this line (an offer on another piece, a code for another collection). */
  discounted?: false;
  /** The choices as sent, and as every surface shows them (docs/decisions/0035-options-and-choices.md). */
  options?: ChosenOptions;
  personalization?: PersonalizationAnswers;
  choices?: LineChoice[];
  /** A made-to-order line: its lead time and estimated ship date (YYYY-MM-DD, business days). */
  madeToOrder?: { leadTimeDays: number; shipBy: string };
  /** What the line's quantity was taken from, so its release gives it back there. */
  draws?: LineDraws;
  /** A gift card line (`ITEM#GIFT#<nn>`, productId 0): its recipient and day; its code is on the card only. */
  giftCard?: { recipientName: string; recipientEmail: string; message?: string; deliverOn: string };
};

/** What is left to pay by card once a gift card paid its part (issue 49). */
export const amountDueCents = (order: Pick<OrderRecord, 'totalCents' | 'giftCardCents'>): number => order.totalCents - (order.giftCardCents ?? 0);
/** The key of an order's n-th gift card line (1, 2, ...). */
export const giftCardLineSk = (n: number) => `ITEM#GIFT#${String(n).padStart(2, '0')}`;

/** The one order type: the stored header with its lines, through its whole life. */
export type OrderWithItems = OrderRecord & { items: OrderLineRecord[] };

export const orderPk = (id: number) => `ORDER#${id}`;
export const orderKey = (id: number) => ({ pk: orderPk(id), sk: 'ORDER' as const });
/** A line with choices is one of several of its piece: its place in the order follows the id (`ITEM#<id>#<n>`). */
export const orderLineKey = (orderId: number, productId: number, lineNumber?: number) => ({
  pk: orderPk(orderId),
  sk: lineNumber === undefined ? `ITEM#${padId(productId)}` : `ITEM#${padId(productId)}#${String(lineNumber).padStart(2, '0')}`,
});
/**
 * The order's lines with their stable ids (1, 2, ...: each line's place by its key). A line's key never
 * changes once the order is placed, so neither does its id: shipments and refunds name lines by it.
 */
export function numberLines<L extends Pick<OrderLineRecord, 'sk'>>(items: readonly L[]): (L & { id: number })[] {
  return [...items].sort((a, b) => (a.sk < b.sk ? -1 : a.sk > b.sk ? 1 : 0)).map((line, n) => ({ ...line, id: n + 1 }));
}

export const orderSortKey = (createdAt: string, id: number) => `${createdAt}#${padId(id)}`;
export const statusIndexPk = (status: OrderStatus) => `ORDERSTATUS#${status}`;
