import { GetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import type { Address } from '@crystal/shared/schemas/checkout';
import { db, tableName } from '../lib/db/client';
import { failedIndexes } from '../lib/db/failed-indexes';
import { writeIf } from '../lib/db/write-if';
import { quoteKey, QUOTES_INDEX_PK, type QuoteRecord, type QuoteTerms, type StoredQuoteStatus } from './quote-item';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export async function insertQuote(quote: QuoteRecord): Promise<void> {
  await db.send(new PutCommand({ TableName: tableName, Item: quote, ConditionExpression: 'attribute_not_exists(pk)' }));
}

export async function getQuote(id: number): Promise<QuoteRecord | undefined> {
  const out = await db.send(new GetCommand({ TableName: tableName, Key: quoteKey(id), ConsistentRead: true }));
  return out.Item as QuoteRecord | undefined;
}

/** The newest quotes first (one Query on gsi2, `QUOTES`). */
export async function listQuotes(limit = 50): Promise<QuoteRecord[]> {
  const out = await db.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': QUOTES_INDEX_PK },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (out.Items ?? []) as QuoteRecord[];
}

/** Where the piece ships and a phone, given with the first payment; only while nothing is paid. */
export function saveShopperDetails(id: number, shippingAddress: Address, customerPhone: string): Promise<boolean> {
  return writeIf(
    new UpdateCommand({
      TableName: tableName,
      Key: quoteKey(id),
      UpdateExpression: 'SET shippingAddress = :a, customerPhone = :p, updatedAt = :now',
      ConditionExpression: 'attribute_exists(pk) AND #status = :open',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':a': shippingAddress, ':p': customerPhone, ':open': 'open', ':now': new Date().toISOString() },
    }),
  );
}

export function markBalanceLinkSent(id: number, at: string): Promise<boolean> {
  return writeIf(
    new UpdateCommand({
      TableName: tableName,
      Key: quoteKey(id),
      UpdateExpression: 'SET balanceLinkSentAt = :at, updatedAt = :at',
      ConditionExpression: '#status = :deposit',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':at': at, ':deposit': 'deposit_paid' },
    }),
  );
}

/** The quote's links are still at version `:v` (a quote never edited has no linkVersion: version 1). */
const versionIs = (version: number) => (version === 1 ? '(attribute_not_exists(linkVersion) OR linkVersion = :v)' : 'linkVersion = :v');

/**
 * She corrects an open quote (nothing paid): its new terms, and its links move to the next version, only if
 * it is still open and still at the version she edited. False when not (paid, cancelled, or edited in another tab).
 */
export function replaceOpenQuote(id: number, version: number, terms: QuoteTerms, now: string): Promise<boolean> {
  const names = Object.keys(terms) as (keyof QuoteTerms)[];
  return writeIf(
    new UpdateCommand({
      TableName: tableName,
      Key: quoteKey(id),
      UpdateExpression: `SET ${names.map((n) => `#${n} = :${n}`).join(', ')}, linkVersion = :next, updatedAt = :now`,
      ConditionExpression: `attribute_exists(pk) AND #status = :open AND ${versionIs(version)}`,
      ExpressionAttributeNames: { '#status': 'status', ...Object.fromEntries(names.map((n) => [`#${n}`, n])) },
      ExpressionAttributeValues: {
        ...Object.fromEntries(names.map((n) => [`:${n}`, terms[n]])),
        ':open': 'open',
        ':v': version,
        ':next': version + 1,
        ':now': now,
      },
    }),
  );
}

/** She withdraws an open quote: it is cancelled and its links are void, if it is still open at `version`. */
export function cancelOpenQuote(id: number, version: number, now: string): Promise<boolean> {
  return writeIf(
    new UpdateCommand({
      TableName: tableName,
      Key: quoteKey(id),
      UpdateExpression: 'SET #status = :cancelled, linkVersion = :next, updatedAt = :now',
      ConditionExpression: `attribute_exists(pk) AND #status = :open AND ${versionIs(version)}`,
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':cancelled': 'cancelled', ':open': 'open', ':v': version, ':next': version + 1, ':now': now },
    }),
  );
}

/**
 * A payment of the quote lands, in ONE transaction with the order's writes: the quote moves from `from`
 * to `to` with what has now been paid (and its order), only if it still is in `from`. False when it was
 * not (a redelivered event): nothing is written.
 */
export async function recordQuotePayment(
  id: number,
  change: { from: StoredQuoteStatus; to: StoredQuoteStatus; paidCents: number; orderId: number; now: string; version: number },
  orderWrites: TransactItem[],
): Promise<boolean> {
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName,
              Key: quoteKey(id),
              UpdateExpression: 'SET #status = :to, paidCents = :paid, orderId = :order, updatedAt = :now',
              // Still in `from`, and still the version of its links the payment was made on (an edit voids it).
              ConditionExpression: `#status = :from AND ${versionIs(change.version)}`,
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: { ':to': change.to, ':from': change.from, ':paid': change.paidCents, ':order': change.orderId, ':now': change.now, ':v': change.version },
            },
          },
          ...orderWrites,
        ],
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof TransactionCanceledException && failedIndexes(error).includes(0)) return false;
    throw error;
  }
}
