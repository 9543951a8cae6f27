import { QueryCommand, TransactWriteCommand, UpdateCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import type { OrderStatus } from '@crystal/shared/schemas/order';
import { failedIndexes } from '../lib/db/failed-indexes';
import { db, tableName } from '../lib/db/client';
import { writeIf } from '../lib/db/write-if';
import { queryAll } from '../lib/db/query-all';
import { productKey } from '../catalog/product-item';
import { getProductsByIds } from '../catalog/product-repository';
import { consumeOfferUpdate } from '../offers/offer-repository';
import { conflict } from '../lib/errors';
import {
  orderKey,
  orderPk,
  statusIndexPk,
  type OrderLineRecord,
  type OrderRecord,
  type OrderWithItems,
} from './order-item';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** A line of the order could not be reserved: the stock condition failed for this product. */
export class OutOfStockError extends Error {
  override name = 'OutOfStockError';
  constructor(readonly productId: number) {
    super(`Not enough stock for product ${productId}`);
  }
}

const reserveLine = (productId: number, quantity: number, now: string): TransactItem => ({
  Update: {
    TableName: tableName,
    Key: productKey(productId),
    UpdateExpression: 'SET stockQuantity = stockQuantity - :q, updatedAt = :now ADD soldCount :q',
    ConditionExpression: 'attribute_exists(pk) AND isActive = :true AND stockQuantity >= :q',
    ExpressionAttributeValues: { ':q': quantity, ':now': now, ':true': true },
  },
});

const returnLine = (productId: number, quantity: number, now: string): TransactItem => ({
  Update: {
    TableName: tableName,
    Key: productKey(productId),
    UpdateExpression: 'SET stockQuantity = stockQuantity + :q, updatedAt = :now ADD soldCount :minus',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':q': quantity, ':minus': -quantity, ':now': now },
  },
});

/**
 * Writes the order and its lines and takes every line's quantity off the shelf, all in ONE transaction:
 * each product update is conditional on `stockQuantity >= quantity`, so stock never goes below zero and
 * two shoppers can never both get the last piece. Throws OutOfStockError naming the first short line.
 */
export async function insertOrderReservingStock(order: OrderRecord, lines: OrderLineRecord[]): Promise<void> {
  const now = order.createdAt;
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          ...lines.map((l) => reserveLine(l.productId, l.quantity, now)),
          ...lines.map((l) => ({ Put: { TableName: tableName, Item: l, ConditionExpression: 'attribute_not_exists(pk)' } })),
          { Put: { TableName: tableName, Item: order, ConditionExpression: 'attribute_not_exists(pk)' } },
          // A discount comes only from the session's offer: it is used up by this order, or the order fails.
          ...(order.discountCents > 0 ? [{ Update: consumeOfferUpdate(order.sessionId, order.id, Date.parse(now)) }] : []),
        ],
      }),
    );
  } catch (error) {
    if (error instanceof TransactionCanceledException) {
      const failed = failedIndexes(error);
      const short = failed.find((i) => i < lines.length);
      if (short !== undefined) throw new OutOfStockError(lines[short]!.productId);
      if (failed.includes(lines.length * 2 + 1)) {
        throw conflict('Your 15% offer has expired or was already used. Please place your order again at the full price.');
      }
    }
    throw error;
  }
}

/** The order with its lines (one Query on the order's partition). */
export async function getOrder(id: number): Promise<OrderWithItems | undefined> {
  const rows = await queryAll<OrderRecord | OrderLineRecord>({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': orderPk(id) },
  });
  const header = rows.find((r): r is OrderRecord => r.type === 'order');
  if (!header) return undefined;
  return { ...header, items: rows.filter((r): r is OrderLineRecord => r.type === 'orderItem') };
}

export type OrderPage = { orders: OrderRecord[]; nextCursor: string | null };
type PageOptions = { limit?: number; cursor?: string | null };

const encodeCursor = (key: Record<string, unknown> | undefined) =>
  key ? Buffer.from(JSON.stringify(key)).toString('base64url') : null;

function decodeCursor(cursor: string | null | undefined): Record<string, unknown> | undefined {
  if (!cursor) return undefined;
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    return key && typeof key === 'object' && !Array.isArray(key) ? (key as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

async function pageOf(index: 'gsi1' | 'gsi2', pk: string, { limit = 20, cursor }: PageOptions): Promise<OrderPage> {
  const out = await db.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: index,
      KeyConditionExpression: `${index}pk = :pk`,
      ExpressionAttributeValues: { ':pk': pk },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: decodeCursor(cursor),
    }),
  );
  return { orders: (out.Items ?? []) as OrderRecord[], nextCursor: encodeCursor(out.LastEvaluatedKey) };
}

/** Orders in one status, newest first (gsi1 ORDERSTATUS#<status>), paged by an opaque cursor. */
export const listOrdersByStatus = (status: OrderStatus, options: PageOptions = {}) =>
  pageOf('gsi1', statusIndexPk(status), options);

/** All orders, newest first (gsi2 ORDERS), paged by an opaque cursor. */
export const listOrdersByDate = (options: PageOptions = {}) => pageOf('gsi2', 'ORDERS', options);

/**
 * Moves an order from one status to another with a conditional write (the status index moves with it).
 * Returns false, changing nothing, when the order is not in `from` (or does not exist).
 */
export async function updateOrderStatus(
  id: number,
  from: OrderStatus,
  to: OrderStatus,
  extra: Record<string, string | number | boolean> = {},
): Promise<boolean> {
  const names: Record<string, string> = { '#status': 'status' };
  const values: Record<string, unknown> = { ':from': from, ':to': to, ':gsi': statusIndexPk(to), ':now': new Date().toISOString() };
  const sets = ['#status = :to', 'gsi1pk = :gsi', 'updatedAt = :now'];
  Object.entries(extra).forEach(([k, v], i) => {
    names[`#x${i}`] = k;
    values[`:x${i}`] = v;
    sets.push(`#x${i} = :x${i}`);
  });
  return writeIf(
    new UpdateCommand({
      TableName: tableName,
      Key: orderKey(id),
      UpdateExpression: `SET ${sets.join(', ')}`,
      ConditionExpression: 'attribute_exists(pk) AND #status = :from',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    }),
  );
}

export type ReleaseOptions = {
  /** Why the stock goes back: 'payment_failed', 'payment_canceled', 'reservation_expired', 'admin_cancelled', ... */
  reason: string;
  /** The statuses the order may be in; default ['pending']. */
  from?: OrderStatus[];
  /** The status the order moves to; default: it keeps its status. */
  to?: OrderStatus;
  /** Only release when the reservation ended before this instant (ISO). */
  expiredBefore?: string;
};

/**
 * Puts the order's reserved stock back on the shelf, ONCE: the order's `stockReleased` flag flips from
 * false to true in the same transaction as the stock updates, so repeats, races and redeliveries change
 * nothing. Returns true when this call released the stock.
 */
export async function releaseOrderStock(orderId: number, options: ReleaseOptions): Promise<boolean> {
  const order = await getOrder(orderId);
  const from = options.from ?? ['pending'];
  if (!order || order.stockReleased || !from.includes(order.status)) return false;
  const now = new Date().toISOString();
  // A product deleted meanwhile has no shelf to return to; everything else gets its quantity back.
  const existing = await getProductsByIds(order.items.map((i) => i.productId));
  const to = options.to ?? order.status;
  const values: Record<string, unknown> = {
    ':false': false,
    ':true': true,
    ':now': now,
    ':reason': options.reason,
    ':to': to,
    ':gsi': statusIndexPk(to),
    ...Object.fromEntries(from.map((s, i) => [`:from${i}`, s])),
    ...(options.expiredBefore ? { ':cut': options.expiredBefore } : {}),
  };
  const condition = [
    'stockReleased = :false',
    `#status IN (${from.map((_, i) => `:from${i}`).join(', ')})`,
    ...(options.expiredBefore ? ['reservedUntil < :cut'] : []),
  ].join(' AND ');
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName,
              Key: orderKey(orderId),
              UpdateExpression:
                'SET stockReleased = :true, #status = :to, gsi1pk = :gsi, updatedAt = :now, cancelReason = :reason' +
                (to === 'cancelled' ? ', cancelledAt = :now' : ''),
              ConditionExpression: condition,
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: values,
            },
          },
          ...order.items.filter((i) => existing.has(i.productId)).map((i) => returnLine(i.productId, i.quantity, now)),
        ],
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof TransactionCanceledException && failedIndexes(error).includes(0)) return false;
    throw error;
  }
}

/** pending (stock held) -> paid. False when the order is not a pending order holding its stock. */
export async function markOrderPaid(orderId: number, paymentIntentId: string): Promise<boolean> {
  const now = new Date().toISOString();
  return writeIf(
    new UpdateCommand({
      TableName: tableName,
      Key: orderKey(orderId),
      UpdateExpression: 'SET #status = :paid, gsi1pk = :gsi, paidAt = :now, updatedAt = :now, paymentIntentId = :pi',
      ConditionExpression: '#status = :pending AND stockReleased = :false',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':paid': 'paid',
        ':pending': 'pending',
        ':false': false,
        ':gsi': statusIndexPk('paid'),
        ':now': now,
        ':pi': paymentIntentId,
      },
    }),
  );
}

/**
 * A payment succeeded for an order whose stock had already gone back (its reservation lapsed or an
 * earlier attempt failed): take the stock again and mark it paid in one transaction. Throws
 * OutOfStockError when a piece is gone meanwhile; returns false when the order is not in that state.
 */
export async function reReserveAndMarkPaid(order: OrderWithItems, paymentIntentId: string): Promise<boolean> {
  const now = new Date().toISOString();
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          ...order.items.map((l) => reserveLine(l.productId, l.quantity, now)),
          {
            Update: {
              TableName: tableName,
              Key: orderKey(order.id),
              UpdateExpression:
                'SET #status = :paid, gsi1pk = :gsi, paidAt = :now, updatedAt = :now, paymentIntentId = :pi, stockReleased = :false REMOVE cancelledAt, cancelReason',
              ConditionExpression: '#status IN (:pending, :cancelled) AND stockReleased = :true',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: {
                ':paid': 'paid',
                ':pending': 'pending',
                ':cancelled': 'cancelled',
                ':true': true,
                ':false': false,
                ':gsi': statusIndexPk('paid'),
                ':now': now,
                ':pi': paymentIntentId,
              },
            },
          },
        ],
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof TransactionCanceledException) {
      const failed = failedIndexes(error);
      if (failed.includes(order.items.length)) return false;
      const short = failed.find((i) => i < order.items.length);
      if (short !== undefined) throw new OutOfStockError(order.items[short]!.productId);
    }
    throw error;
  }
}

/** Paid although a piece could not be taken again: marked for the artisan (refund or remake). */
export async function markPaidWithShortfall(orderId: number, paymentIntentId: string): Promise<boolean> {
  const now = new Date().toISOString();
  return writeIf(
    new UpdateCommand({
      TableName: tableName,
      Key: orderKey(orderId),
      UpdateExpression:
        'SET #status = :paid, gsi1pk = :gsi, paidAt = :now, updatedAt = :now, paymentIntentId = :pi, stockShortfall = :true',
      ConditionExpression: '#status IN (:pending, :cancelled) AND stockReleased = :true',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':paid': 'paid',
        ':pending': 'pending',
        ':cancelled': 'cancelled',
        ':true': true,
        ':gsi': statusIndexPk('paid'),
        ':now': now,
        ':pi': paymentIntentId,
      },
    }),
  );
}

/** Records the payment intent of the order; an order never changes intent once it has one. */
export async function setPaymentIntentId(orderId: number, paymentIntentId: string): Promise<boolean> {
  return writeIf(
    new UpdateCommand({
      TableName: tableName,
      Key: orderKey(orderId),
      UpdateExpression: 'SET paymentIntentId = :pi, updatedAt = :now',
      ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(paymentIntentId) OR paymentIntentId = :pi)',
      ExpressionAttributeValues: { ':pi': paymentIntentId, ':now': new Date().toISOString() },
    }),
  );
}

/** Claims the one confirmation email of a paid order; false when it was claimed before. */
export async function claimConfirmationEmail(orderId: number): Promise<boolean> {
  return writeIf(
    new UpdateCommand({
      TableName: tableName,
      Key: orderKey(orderId),
      UpdateExpression: 'SET confirmationEmailAt = :now',
      ConditionExpression: 'attribute_not_exists(confirmationEmailAt) AND #status = :paid',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':now': new Date().toISOString(), ':paid': 'paid' },
    }),
  );
}

/** Gives the claim back when sending failed, so the next delivery of the event sends it. */
export async function releaseConfirmationEmailClaim(orderId: number): Promise<void> {
  await db.send(new UpdateCommand({ TableName: tableName, Key: orderKey(orderId), UpdateExpression: 'REMOVE confirmationEmailAt' }));
}

/**
 * Pending orders whose reservation ended before `now` and still hold their stock: one Query on gsi1
 * (ORDERSTATUS#pending, sort key <createdAt>#<id>); the reservation is createdAt + reservation minutes.
 */
export async function listExpiredPendingOrders(now: Date, reservationMinutes: number, limit = 100): Promise<OrderRecord[]> {
  const createdBefore = new Date(now.getTime() - reservationMinutes * 60_000).toISOString();
  return queryAll<OrderRecord>({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk < :cut',
    FilterExpression: 'stockReleased = :false AND reservedUntil < :now',
    ExpressionAttributeValues: {
      ':pk': statusIndexPk('pending'),
      ':cut': createdBefore,
      ':false': false,
      ':now': now.toISOString(),
    },
    Limit: limit,
  });
}
