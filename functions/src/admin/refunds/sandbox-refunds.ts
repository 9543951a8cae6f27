import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lib/db/client';
import type { RefundProvider } from './refund-provider';

const refundKey = (orderId: number, idempotencyKey: string) => ({ pk: `REFUND#${orderId}`, sk: `REFUND#${idempotencyKey}` });

/**
 * The sandbox's refunds (TEST MODE, no money moves): one refund record per idempotency key (an order can
 * be refunded in parts), written once with a condition, so a retried refund finds and returns the first
 * one, as Stripe's idempotency keys do.
 */
export function sandboxRefunds(): RefundProvider {
  return {
    name: 'sandbox',
    async refund({ orderId, paymentIntentId, amountCents, idempotencyKey }) {
      const refundId = `re_sandbox_${orderId}_${idempotencyKey.replace(/\W/g, '')}`;
      try {
        await db.send(
          new PutCommand({
            TableName: tableName,
            Item: {
              ...refundKey(orderId, idempotencyKey),
              type: 'refund',
              refundId,
              orderId,
              paymentIntentId: paymentIntentId ?? null,
              amountCents,
              idempotencyKey,
              createdAt: new Date().toISOString(),
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        );
      } catch (error) {
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
        const existing = await db.send(new GetCommand({ TableName: tableName, Key: refundKey(orderId, idempotencyKey) }));
        return { refundId: String(existing.Item?.refundId ?? refundId) };
      }
      return { refundId };
    },
  };
}
