import { queryAll } from '../lib/db/query-all';
import { orderPk, statusIndexPk, type OrderLineRecord, type OrderRecord, type OrderWithItems } from './order-item';

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
