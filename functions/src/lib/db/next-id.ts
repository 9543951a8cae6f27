import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';

/** Numeric ids from an atomic counter (docs/decisions/0019-data-model.md: product and order ids are numbers). */
export async function nextId(entity: string): Promise<number> {
  const out = await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: { pk: 'COUNTER', sk: entity },
      UpdateExpression: 'ADD #v :one',
      ExpressionAttributeNames: { '#v': 'value' },
      ExpressionAttributeValues: { ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(out.Attributes?.value);
}
