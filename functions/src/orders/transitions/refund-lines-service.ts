import { decimalStringToCents } from '@crystal/shared/money';
import { settleRefundFigures } from '@crystal/shared/money/compute-refund';
import type { RefundLines } from '@crystal/shared/schemas/admin-orders';
import { getProductsByIds, type ProductItem } from '../../catalog';
import { conflict, invalid, notFound } from '../../lib/errors';
import { logger } from '../../lib/logger';
import type { RefundProvider } from '../../payment-adapters';
import { numberLines, type OrderLineRecord, type OrderWithItems, type RefundRecord } from '../order-item';
import { getOrder } from '../order-repository';
import { refundableOf, refundedBefore, standingRefunds } from '../refund-record';
import { claimRefundRequest } from './after-sale-repository';
import { assertRefundable } from './fulfilment-service';
import { settleRefund } from './record-refund';
import { refundPayments } from './refund-payments';
import { disableRefundedGiftCards, refundedGiftCards } from './refund-gift-card-lines';
import { appendRefund, releaseRefundRequest, restockRefund, voidRefund } from './refund-lines-repository';

/**
 * What a refund by the line did: the order after it, the refund, the pieces restocked as they were before,
 * and whether this call made it (false: the same request answered again).
 */
export type LineRefund = { order: OrderWithItems; refund: RefundRecord; restockedFrom: ProductItem[]; made: boolean };

async function load(id: number): Promise<OrderWithItems> {
  const order = await getOrder(id);
  if (!order) throw notFound('Order');
  return order;
}

const changedMeanwhile = (id: number) => conflict(`Order #${id} was refunded meanwhile: reload it and choose again.`);

const madeBy = (order: OrderWithItems, requestId: string) => standingRefunds(order).find((r) => r.requestId === requestId);

/**
 * The same refund form sent again (a double press, a retried request) answers the refund it made: the
 * request id is claimed once the refund is known to fit, and given back if it is not made after all.
 */
async function claimOrAnswer(order: OrderWithItems, requestId: string | undefined): Promise<LineRefund | undefined> {
  if (!requestId || (await claimRefundRequest(requestId, order.id))) return undefined;
  const again = await load(order.id);
  const later = madeBy(again, requestId);
  if (later) return { order: again, refund: later, restockedFrom: [], made: false };
  throw conflict(`This refund of order #${order.id} is already under way: reload the order in a moment.`);
}

/** The refund's restocked units as lines drawing on where each line took them from. */
function restockLines(order: OrderWithItems, refund: RefundRecord): OrderLineRecord[] {
  const lines = numberLines(order.items);
  return refund.items.flatMap((item) => {
    const line = lines.find((l) => l.id === item.itemId);
    return item.restock && line ? [{ ...line, quantity: item.quantity }] : [];
  });
}

async function restock(order: OrderWithItems, index: number, refund: RefundRecord): Promise<ProductItem[]> {
  const lines = restockLines(order, refund);
  // An order whose stock went back as a whole (cancelled, expired) has nothing left out to restock.
  if (!lines.length || order.stockReleased) return [];
  const products = await getProductsByIds(lines.map((l) => l.productId));
  if (await restockRefund(order.id, index, refund, lines, products)) return [...products.values()];
  logger.warn('A refund by the line could not put its pieces back in stock', { orderId: order.id, refundId: refund.id });
  return [];
}

/** Of a refund's goods, the gift cards bought it gives back (kept on the record for the sales figures). */
function giftCardsPart(items: readonly { itemId: number; goodsCents: number }[], lines: readonly { id: number; giftCard?: unknown }[]): { giftCardsCents?: number } {
  const cents = items.filter((i) => lines.some((l) => l.id === i.itemId && l.giftCard)).reduce((sum, i) => sum + i.goodsCents, 0);
  return cents > 0 ? { giftCardsCents: cents } : {};
}

/**
 * A refund by the line from /admin (issue 45): the chosen units of the chosen lines, and the shipping,
 * at the order's own figures (shared/src/money/compute-refund.ts), lowered to `amount` when asked. The
 * check and the record are one conditional write made before the payout (a parallel refund is a 409);
 * a payout that fails voids the record. Then the units she put back return to where each line took them
 * from, once; the order moves to refunded when all was given back; the shopper is mailed once.
 */
export async function refundLines(refunds: RefundProvider, orderId: number, input: RefundLines): Promise<LineRefund> {
  const order = await load(orderId);
  const done = input.requestId ? madeBy(order, input.requestId) : undefined;
  if (done) return { order, refund: done, restockedFrom: [], made: false };
  assertRefundable(order);
  const ask = { items: input.items.map(({ itemId, quantity }) => ({ itemId, quantity })), shipping: input.shipping ?? false };
  const outcome = settleRefundFigures(refundableOf(order), refundedBefore(order), ask, input.amount === undefined ? undefined : decimalStringToCents(input.amount));
  if (!outcome.ok) throw invalid(outcome.issues[0]!.message, outcome.issues);
  const f = outcome.figures;
  if (f.totalCents <= 0) throw invalid('Nothing to refund: what you chose was not paid for', [{ path: 'items', message: 'Nothing to refund' }]);
  const numbered = numberLines(order.items);
  const giftCards = await refundedGiftCards(order, f.items.flatMap((i) => numbered.filter((l) => l.id === i.itemId && i.quantity > 0)));
  const answered = await claimOrAnswer(order, input.requestId);
  if (answered) return answered;
  const unclaim = () => (input.requestId ? releaseRefundRequest(input.requestId) : Promise.resolve());
  const index = order.refunds?.length ?? 0;
  const before = order.refundedCents ?? 0;
  const record: RefundRecord = {
    id: `${orderId}-${index + 1}`,
    items: f.items.map((i) => ({ ...i, restock: input.items.some((x) => x.itemId === i.itemId && x.restock) })),
    goodsCents: f.goodsCents,
    ...giftCardsPart(f.items, numbered),
    shippingRefunded: ask.shipping,
    shippingCents: f.shippingCents,
    taxLines: f.taxLines,
    taxCents: f.taxCents,
    totalCents: f.totalCents,
    refundedAfterCents: before + f.totalCents,
    createdAt: new Date().toISOString(),
    ...(input.requestId ? { requestId: input.requestId } : {}),
  };
  if (!(await appendRefund(orderId, record, { count: index, refundedCents: before }))) {
    await unclaim();
    throw changedMeanwhile(orderId);
  }
  let deliverEvent: (() => Promise<unknown>) | undefined;
  try {
    ({ deliverEvent } = await refundPayments(refunds, order, {
      refundedBeforeCents: before,
      amountCents: record.totalCents,
      idempotencyKey: `refund-order-${orderId}-${record.refundedAfterCents}`,
    }));
  } catch (error) {
    await voidRefund(orderId, index, record);
    await unclaim();
    throw error;
  }
  await disableRefundedGiftCards(orderId, giftCards);
  const restockedFrom = await restock(order, index, record);
  // Moves the order to refunded once all was given back (its stock was restocked line by line, or kept).
  const after = await settleRefund(orderId, false);
  await deliverEvent?.().catch((error: unknown) => logger.error('The sandbox charge.refunded event failed', error as Error));
  return { order: after, refund: record, restockedFrom, made: true };
}
