import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, UpdateCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/db/client';
import { queryAll } from '../lib/db/query-all';
import { conflict, notFound } from '../lib/errors';
import { DISCOUNT_CODES_INDEX_PK, discountCodeKey, discountEmailKey, type DiscountCodeRecord } from './discount-code-item';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export async function insertDiscountCode(record: DiscountCodeRecord): Promise<void> {
  try {
    await db.send(new PutCommand({ TableName: tableName, Item: record, ConditionExpression: 'attribute_not_exists(pk)' }));
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw conflict(`A code ${record.code} already exists.`);
    throw error;
  }
}

export async function getDiscountCode(code: string): Promise<DiscountCodeRecord | undefined> {
  const out = await db.send(new GetCommand({ TableName: tableName, Key: discountCodeKey(code), ConsistentRead: true }));
  return out.Item as DiscountCodeRecord | undefined;
}

/** Whether this email already used a once-per-email code. */
export async function emailUsedCode(code: string, email: string): Promise<boolean> {
  const out = await db.send(new GetCommand({ TableName: tableName, Key: discountEmailKey(code, email), ConsistentRead: true }));
  return out.Item !== undefined;
}

/** Every code, newest first (one Query on gsi2). */
export async function listDiscountCodes(): Promise<DiscountCodeRecord[]> {
  return queryAll<DiscountCodeRecord>({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': DISCOUNT_CODES_INDEX_PK },
    ScanIndexForward: false,
  });
}

export async function setDiscountCodePaused(code: string, paused: boolean): Promise<DiscountCodeRecord> {
  try {
    const out = await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: discountCodeKey(code),
        UpdateExpression: 'SET paused = :p',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':p': paused },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return out.Attributes as DiscountCodeRecord;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw notFound('Discount code');
    throw error;
  }
}

/**
 * The writes that use a code up, for the order's own transaction (docs/decisions/0040-discount-codes.md):
 * one more use, only while the code is live and under its limit, so twenty orders racing for the last
 * uses get exactly the uses left; and for a once-per-email code, the email's mark, only if it is new.
 * The first item is the count, the second (when present) the email's mark.
 */
export function redeemDiscountCodeItems(record: Pick<DiscountCodeRecord, 'code' | 'oncePerEmail'>, email: string, orderId: number, at: string): TransactItem[] {
  const count: TransactItem = {
    Update: {
      TableName: tableName,
      Key: discountCodeKey(record.code),
      UpdateExpression: 'SET timesUsed = timesUsed + :one',
      ConditionExpression: 'attribute_exists(pk) AND paused = :false AND (attribute_not_exists(usageLimit) OR timesUsed < usageLimit)',
      ExpressionAttributeValues: { ':one': 1, ':false': false },
    },
  };
  if (!record.oncePerEmail) return [count];
  const mark: TransactItem = {
    Put: {
      TableName: tableName,
      Item: { ...discountEmailKey(record.code, email), type: 'discountUse', code: record.code, orderId, at },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
  return [count, mark];
}

/** Gives a use back (an order that was never paid): the count down by one and the email's mark gone. */
export function releaseDiscountCodeItems(code: string, email: string | undefined): TransactItem[] {
  return [
    {
      Update: {
        TableName: tableName,
        Key: discountCodeKey(code),
        UpdateExpression: 'SET timesUsed = timesUsed - :one',
        ConditionExpression: 'attribute_exists(pk) AND timesUsed > :zero',
        ExpressionAttributeValues: { ':one': 1, ':zero': 0 },
      },
    },
    ...(email ? [{ Delete: { TableName: tableName, Key: discountEmailKey(code, email) } }] : []),
  ];
}
