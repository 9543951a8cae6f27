import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/db/client';
import { orderKey, statusIndexPk, type OrderWithItems } from './order-item';
import { getOrder } from './order-repository';
import { finishPaidOrder } from './transitions/apply-payment-event';

/**
 * An order the card pays in full has nothing to charge (Stripe refuses under $0.50): it is paid here and
 * then, as any paid order, its cart is emptied, its mails go out, its stock alerts and gift cards follow.
 */
export async function payWithGiftCardAlone(order: OrderWithItems): Promise<OrderWithItems> {
  const now = new Date().toISOString();
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: orderKey(order.id),
      UpdateExpression: 'SET #status = :paid, gsi1pk = :gsi, paidAt = :now, updatedAt = :now',
      ConditionExpression: '#status = :pending AND stockReleased = :false AND giftCardCents = totalCents',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':paid': 'paid', ':pending': 'pending', ':false': false, ':gsi': statusIndexPk('paid'), ':now': now },
    }),
  );
  const paid = (await getOrder(order.id))!;
  await finishPaidOrder(paid);
  return paid;
}
