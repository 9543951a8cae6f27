import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { OrderStatus } from '@crystal/shared/schemas/order';
import { tableName } from '../../lib/db/client';
import { writeIf } from '../../lib/db/write-if';
import { addSetFields } from '../../lib/db/set-fields';
import { orderKey, statusIndexPk } from '../order-item';

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
  addSetFields(extra, { names, values, sets });
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
