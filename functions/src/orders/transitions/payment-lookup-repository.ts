import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lib/db/client';

/**
 * Which order a payment paid: `pk=PAYMENT#<paymentIntentId>, sk=ORDER`. Stripe's charge and dispute
 * events name the payment intent, not the order (a PaymentIntent's metadata is not copied to its charge).
 */
const key = (paymentIntentId: string) => ({ pk: `PAYMENT#${paymentIntentId}`, sk: 'ORDER' });

export async function rememberPayment(paymentIntentId: string, orderId: number): Promise<void> {
  await db.send(new PutCommand({ TableName: tableName, Item: { ...key(paymentIntentId), type: 'paymentLookup', orderId } }));
}

export async function orderIdForPayment(paymentIntentId: string): Promise<number | undefined> {
  const out = await db.send(new GetCommand({ TableName: tableName, Key: key(paymentIntentId) }));
  return typeof out.Item?.orderId === 'number' ? out.Item.orderId : undefined;
}
