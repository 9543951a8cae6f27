import { PAYMENT } from '@crystal/shared/constants/limits';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/db/client';
import { orderKey } from './order-item';

/** Until its payment starts, an order holds its stock for PAYMENT.intentMinutes only. */
export const intentDeadline = (now: Date) => new Date(now.getTime() + PAYMENT.intentMinutes * 60_000).toISOString();

/**
 * The payment has started (its intent exists): the order now holds its stock for the full reservation,
 * counted from this moment. Only a pending order that still holds its stock is extended.
 */
export async function extendReservationForPayment(orderId: number, now = new Date()): Promise<void> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: orderKey(orderId),
        UpdateExpression: 'SET reservedUntil = :until',
        ConditionExpression: '#status = :pending AND stockReleased = :false AND reservedUntil > :now',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':until': new Date(now.getTime() + PAYMENT.reservationMinutes * 60_000).toISOString(),
          ':pending': 'pending',
          ':false': false,
          ':now': now.toISOString(),
        },
      }),
    );
  } catch (error) {
    // Paid, released or expired meanwhile: nothing to extend.
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
  }
}
