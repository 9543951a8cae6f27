import { PAYMENT } from '@crystal/shared/constants/limits';
import { listExpiredPendingOrders } from './order-repository';
import { releaseOrderStock } from './stock-release-repository';

/**
 * Gives back the stock of pending orders left unpaid past their reservation (PAYMENT.intentMinutes
 * without a payment intent, PAYMENT.reservationMinutes from the intent) and cancels them. Idempotent:
 * each release is conditional on the order still holding its stock, so running it twice (or alongside
 * the scheduled sweep) returns each piece exactly once. Returns how many orders this call released.
 */
export async function releaseExpiredReservations(now = new Date(), limit = 100): Promise<number> {
  const expired = await listExpiredPendingOrders(now, PAYMENT.intentMinutes, limit);
  let released = 0;
  for (const order of expired) {
    const done = await releaseOrderStock(order.id, {
      reason: 'reservation_expired',
      to: 'cancelled',
      expiredBefore: now.toISOString(),
    });
    if (done) released++;
  }
  return released;
}
