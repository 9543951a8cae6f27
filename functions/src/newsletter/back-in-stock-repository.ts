import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ChosenOptions } from '@crystal/shared/schemas/product-options';
import type { Language } from '@crystal/shared/schemas/language';
import { wantedKey } from '@crystal/shared/wanted-units';
import { db, tableName } from '../lib/db/client';
import { queryAll } from '../lib/db/query-all';

type RequestItem = {
  pk: string;
  sk: string;
  email: string;
  productId: number;
  requestedAt: string;
  language?: Language;
  /** The value waited for ("Size": "7"); absent: the whole piece. */
  options?: ChosenOptions;
};

export type WaitingRequest = { email: string; language: Language; options?: ChosenOptions };

/** One item per address and what it waits for: `EMAIL#<email>` for the whole piece, `EMAIL#<email>#<Size=7>` for a value. */
const key = (productId: number, email: string, options?: ChosenOptions) => {
  const wanted = wantedKey(options);
  return { pk: `RESTOCK#${productId}`, sk: wanted ? `EMAIL#${email}#${wanted}` : `EMAIL#${email}` };
};

/** Stores (or refreshes) one address waiting for one piece, or one value of it. */
export async function putBackInStockRequest(productId: number, email: string, requestedAt: string, language: Language = 'en', options?: ChosenOptions) {
  const wanted = options && Object.keys(options).length ? options : undefined;
  const item: RequestItem = { ...key(productId, email, wanted), email, productId, requestedAt, language, ...(wanted ? { options: wanted } : {}) };
  await db.send(new PutCommand({ TableName: tableName, Item: item }));
}

/** Every address waiting for a piece (one Query on its partition), first asked first. */
export async function listBackInStockRequests(productId: number): Promise<WaitingRequest[]> {
  const items = await queryAll<RequestItem>({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': `RESTOCK#${productId}` },
  });
  return items
    .sort((a, b) => (a.requestedAt < b.requestedAt ? -1 : a.requestedAt > b.requestedAt ? 1 : 0))
    .map(({ email, language, options }) => ({ email, language: language ?? 'en', ...(options ? { options } : {}) }));
}

/** Forgets an address once its notice has gone: the request is answered exactly once. */
export async function deleteBackInStockRequest(productId: number, email: string, options?: ChosenOptions) {
  await db.send(new DeleteCommand({ TableName: tableName, Key: key(productId, email, options) }));
}
