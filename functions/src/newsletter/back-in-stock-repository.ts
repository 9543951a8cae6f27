import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/db/client';
import { queryAll } from '../lib/db/query-all';
import type { Language } from '@crystal/shared/schemas/language';

type RequestItem = { pk: string; sk: string; email: string; productId: number; requestedAt: string; language?: Language };

const key = (productId: number, email: string) => ({ pk: `RESTOCK#${productId}`, sk: `EMAIL#${email}` });

/** Stores (or refreshes) one address waiting for one piece. */
export async function putBackInStockRequest(productId: number, email: string, requestedAt: string, language: Language = 'en') {
  const item: RequestItem = { ...key(productId, email), email, productId, requestedAt, language };
  await db.send(new PutCommand({ TableName: tableName, Item: item }));
}

/** Every address waiting for a piece (one Query on its partition). */
export async function listBackInStockRequests(productId: number): Promise<{ email: string; language: Language }[]> {
  const items = await queryAll<RequestItem>({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': `RESTOCK#${productId}` },
  });
  return items.map(({ email, language }) => ({ email, language: language ?? 'en' }));
}

/** Forgets an address once its notice has gone: the request is answered exactly once. */
export async function deleteBackInStockRequest(productId: number, email: string) {
  await db.send(new DeleteCommand({ TableName: tableName, Key: key(productId, email) }));
}
