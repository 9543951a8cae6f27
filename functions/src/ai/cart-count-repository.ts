import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/db/client';

/** Carts holding a product: one COUNT Query on gsi1 (cart items carry gsi1pk = CART_PRODUCT#<productId>). */
export async function countCartsHolding(productId: number): Promise<number> {
  let count = 0;
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const out = await db.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': `CART_PRODUCT#${productId}` },
        Select: 'COUNT',
        ExclusiveStartKey,
      }),
    );
    count += out.Count ?? 0;
    ExclusiveStartKey = out.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return count;
}
