import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lib/db/client';
import { writeIf } from '../../lib/db/write-if';
import { campaignKey, campaignPk } from '../campaign-item';

/**
 * One record per recipient of a campaign (`CAMPAIGN#<id>` / `TO#<email>`), written BEFORE the mail is
 * handed to SES with `attribute_not_exists`: whoever writes it first is the only one who may mail that
 * address for this campaign. A retried batch finds it and mails nobody twice.
 * `claimed` -> `sent` | `failed` | `suppressed`; a claim a dead sender left is settled as `unconfirmed`
 * (counted failed, never mailed again: at most once).
 */
export type RecipientState = 'claimed' | 'sent' | 'failed' | 'suppressed' | 'unconfirmed';
export type Outcome = Exclude<RecipientState, 'claimed'>;

const recipientKey = (campaignId: string, email: string) => ({ pk: campaignPk(campaignId), sk: `TO#${email}` });
const COUNTER: Record<Outcome, 'sent' | 'failed' | 'suppressed'> = { sent: 'sent', failed: 'failed', suppressed: 'suppressed', unconfirmed: 'failed' };

export function claimRecipient(campaignId: string, email: string, batch: number, at: string): Promise<boolean> {
  return writeIf(
    new PutCommand({
      TableName: tableName,
      Item: { ...recipientKey(campaignId, email), type: 'campaignRecipient', state: 'claimed', batch, at },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

export async function recipientState(campaignId: string, email: string): Promise<RecipientState | undefined> {
  const out = await db.send(new GetCommand({ TableName: tableName, Key: recipientKey(campaignId, email), ConsistentRead: true }));
  return out.Item?.state as RecipientState | undefined;
}

async function transactIf(input: TransactWriteCommand['input']['TransactItems']): Promise<boolean> {
  try {
    await db.send(new TransactWriteCommand({ TransactItems: input }));
    return true;
  } catch (error) {
    if (error instanceof TransactionCanceledException) return false;
    throw error;
  }
}

/** A claim's outcome and the campaign's counter, in one transaction: each recipient counts once. */
export function settleRecipient(campaignId: string, email: string, outcome: Outcome, at: string): Promise<boolean> {
  return transactIf([
    {
      Update: {
        TableName: tableName,
        Key: recipientKey(campaignId, email),
        UpdateExpression: 'SET #state = :outcome, settledAt = :at',
        ConditionExpression: '#state = :claimed',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':outcome': outcome, ':claimed': 'claimed', ':at': at },
      },
    },
    {
      Update: {
        TableName: tableName,
        Key: campaignKey(campaignId),
        UpdateExpression: 'ADD #counter :one',
        ExpressionAttributeNames: { '#counter': COUNTER[outcome] },
        ExpressionAttributeValues: { ':one': 1 },
      },
    },
  ]);
}

/** A batch counted done once (`BATCH#<n>`), however often it is delivered. */
export function markBatchDone(campaignId: string, batch: number, at: string): Promise<boolean> {
  return transactIf([
    {
      Put: {
        TableName: tableName,
        Item: { pk: campaignPk(campaignId), sk: `BATCH#${String(batch).padStart(6, '0')}`, type: 'campaignBatch', at },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Update: {
        TableName: tableName,
        Key: campaignKey(campaignId),
        UpdateExpression: 'ADD batchesDone :one',
        ExpressionAttributeValues: { ':one': 1 },
      },
    },
  ]);
}
