import type { Address } from '@crystal/shared/schemas/checkout';
import { formatAddressText } from '@crystal/shared/schemas/checkout';
import type { Language } from '@crystal/shared/schemas/language';
import { splitFullName } from '@crystal/shared/parse-address-text';
import type { TaxLine } from '@crystal/shared/tax';
import type { ProvinceCode } from '@crystal/shared/provinces';
import { tableName } from '../lib/db/client';
import { orderKey, orderPk, orderSortKey, statusIndexPk, type OrderLineRecord, type OrderRecord } from './order-item';
import type { TransactItem } from './stock-lines';

/** The quote as the order is made from it: its priced lines, totals and the shopper's details. */
export type QuoteForOrder = {
  id: number;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  language: Language;
  province: ProvinceCode;
  shippingAddress: Address;
  lines: { description: string; priceCents: number }[];
  subtotalCents: number;
  shippingCents: number;
  taxLines: TaxLine[];
  taxCents: number;
  totalCents: number;
};

/**
 * A paid quote becomes an order: paid, with what was paid and the balance still owed, its lines the
 * quote's (custom work holds no shelf stock, so no line reserves any: productId 0). The writes go into
 * the quote's own transaction (functions/src/custom-quotes/), so the quote and its order change together.
 */
export function paidQuoteOrderWrites(orderId: number, quote: QuoteForOrder, paidCents: number, paymentIntentId: string, now: string): TransactItem[] {
  const { firstName, lastName } = splitFullName(quote.customerName);
  const address = formatAddressText(quote.customerName, quote.shippingAddress);
  const order: OrderRecord = {
    ...orderKey(orderId),
    type: 'order',
    id: orderId,
    // No shopper session reads a quote's order: a session id is a UUID, never this.
    sessionId: `QUOTE#${quote.id}`,
    status: 'paid',
    currency: 'CAD',
    customerEmail: quote.customerEmail,
    customerPhone: quote.customerPhone,
    language: quote.language,
    firstName,
    lastName,
    shipping: quote.shippingAddress,
    billing: quote.shippingAddress,
    shippingAddress: address,
    billingAddress: address,
    province: quote.province,
    subtotalCents: quote.subtotalCents,
    discountCents: 0,
    shippingCents: quote.shippingCents,
    taxLines: quote.taxLines,
    taxCents: quote.taxCents,
    totalCents: quote.totalCents,
    itemCount: quote.lines.length,
    createdAt: now,
    updatedAt: now,
    reservedUntil: now,
    stockReleased: false,
    paymentIntentId,
    paidAt: now,
    quoteId: quote.id,
    paidCents,
    balanceDueCents: quote.totalCents - paidCents,
    gsi1pk: statusIndexPk('paid'),
    gsi1sk: orderSortKey(now, orderId),
    gsi2pk: 'ORDERS',
    gsi2sk: orderSortKey(now, orderId),
  };
  const lines: OrderLineRecord[] = quote.lines.map((l, i) => ({
    pk: orderPk(orderId),
    sk: `ITEM#QUOTE#${String(i + 1).padStart(2, '0')}`,
    type: 'orderItem',
    orderId,
    productId: 0,
    name: l.description,
    imageUrl: '',
    quantity: 1,
    priceCents: l.priceCents,
  }));
  return [
    { Put: { TableName: tableName, Item: order, ConditionExpression: 'attribute_not_exists(pk)' } },
    ...lines.map((l) => ({ Put: { TableName: tableName, Item: l, ConditionExpression: 'attribute_not_exists(pk)' } })),
  ];
}

/**
 * The balance of a quote's order is paid: nothing is owed any more (only while exactly that much was owed).
 * The balance's own payment is kept beside the deposit's, so a refund can go back to both cards' payments.
 */
export function settleQuoteBalanceWrite(orderId: number, balanceCents: number, paymentIntentId: string, now: string): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: orderKey(orderId),
      UpdateExpression: 'SET balanceDueCents = :zero, paidCents = paidCents + :balance, balancePayment = :payment, updatedAt = :now',
      ConditionExpression: 'attribute_exists(pk) AND balanceDueCents = :balance',
      ExpressionAttributeValues: { ':zero': 0, ':balance': balanceCents, ':payment': { paymentIntentId, cents: balanceCents }, ':now': now },
    },
  };
}
