import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lib/db/client';
import { campaignKey, campaignPk } from '../campaign-item';

/**
 * One record per recipient of a campaign (`CAMPAIGN#<id>` / `TO#<email>`), written BEFORE the mail is
 * handed to SES with `attribute_not_exists`: whoever writes it first is the only one who may mail that
 * address for this campaign. A retried batch finds it and mails nobody twice.
 * `claimed` -> `sent` | `failed` | `suppressed`; a claim a dead sender left is settled as `unconfirmed`
 * (counted failed, never mailed again: at most once).
 *
 * The records are written a group at a time (decision 0122): one transaction claims the next recipients
 * of a batch, settles those whose mails came back since the last write and adds their outcomes to the
 * campaign's counters, so a settle and its count happen once, together.
 */
export type RecipientState = 'claimed' | 'sent' | 'failed' | 'suppressed' | 'unconfirmed';
export type Outcome = Exclude<RecipientState, 'claimed'>;
export type Settle = { email: string; outcome: Outcome };

/** One group write: recipients to claim, outcomes to settle, and (the batch's last write) the batch done. */
export type SendRecordWrite = { claims: readonly string[]; settles: readonly Settle[]; batchDone?: boolean };
/** What the write found: the recipients someone had claimed before (not claimed now, never to be mailed). */
export type SendRecordResult = { taken: string[] };

const recipientKey = (campaignId: string, email: string) => ({ pk: campaignPk(campaignId), sk: `TO#${email}` });
const COUNTER: Record<Outcome, 'sent' | 'failed' | 'suppressed'> = { sent: 'sent', failed: 'failed', suppressed: 'suppressed', unconfirmed: 'failed' };
const CONFLICT_RETRIES = 8;

type Part = { kind: 'claim'; email: string } | { kind: 'settle'; settle: Settle } | { kind: 'done' };
type TransactItem = NonNullable<TransactWriteCommand['input']['TransactItems']>[number];

function itemOf(campaignId: string, batch: number, part: Part, at: string): TransactItem {
  if (part.kind === 'claim') {
    return {
      Put: {
        TableName: tableName,
        Item: { ...recipientKey(campaignId, part.email), type: 'campaignRecipient', state: 'claimed', batch, at },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    };
  }
  if (part.kind === 'settle') {
    return {
      Update: {
        TableName: tableName,
        Key: recipientKey(campaignId, part.settle.email),
        UpdateExpression: 'SET #state = :outcome, settledAt = :at',
        ConditionExpression: '#state = :claimed',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':outcome': part.settle.outcome, ':claimed': 'claimed', ':at': at },
      },
    };
  }
  // A batch counted done once (`BATCH#<n>`), however often it is delivered.
  return {
    Put: {
      TableName: tableName,
      Item: { pk: campaignPk(campaignId), sk: `BATCH#${String(batch).padStart(6, '0')}`, type: 'campaignBatch', at },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** The campaign's counters for the parts in this write: each settled outcome once, the batch once. */
function counterItem(campaignId: string, parts: readonly Part[]): TransactItem | undefined {
  const adds = new Map<string, number>();
  for (const part of parts) {
    const name = part.kind === 'settle' ? COUNTER[part.settle.outcome] : part.kind === 'done' ? 'batchesDone' : undefined;
    if (name) adds.set(name, (adds.get(name) ?? 0) + 1);
  }
  if (!adds.size) return undefined;
  const names = [...adds.keys()];
  return {
    Update: {
      TableName: tableName,
      Key: campaignKey(campaignId),
      UpdateExpression: `ADD ${names.map((_, i) => `#c${i} :c${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(names.map((name, i) => [`#c${i}`, name])),
      ExpressionAttributeValues: Object.fromEntries(names.map((name, i) => [`:c${i}`, adds.get(name)!])),
    },
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Writes one group in one transaction. A part whose condition fails is left out and the rest written
 * again: a claim someone made before comes back as `taken`; a settle another delivery made first (it
 * found the claim open and settled it `unconfirmed`) is not counted here; a batch already done is not
 * counted again. Another transaction on the campaign's counters at the same moment is waited out.
 */
export async function writeSendRecords(campaignId: string, batch: number, write: SendRecordWrite, at: string): Promise<SendRecordResult> {
  let parts: Part[] = [
    ...write.claims.map((email) => ({ kind: 'claim' as const, email })),
    ...write.settles.map((settle) => ({ kind: 'settle' as const, settle })),
    ...(write.batchDone ? [{ kind: 'done' as const }] : []),
  ];
  const taken: string[] = [];
  for (let conflicts = 0; parts.length; ) {
    const counter = counterItem(campaignId, parts);
    const items = [...parts.map((part) => itemOf(campaignId, batch, part, at)), ...(counter ? [counter] : [])];
    try {
      await db.send(new TransactWriteCommand({ TransactItems: items }));
      return { taken };
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const reasons = error.CancellationReasons ?? [];
      const failed = new Set(parts.flatMap((_, i) => (reasons[i]?.Code === 'ConditionalCheckFailed' ? [i] : [])));
      if (!failed.size) {
        // A conflict with another write on the same items (the counters): try again shortly.
        if (++conflicts > CONFLICT_RETRIES) throw error;
        await pause(10 * conflicts + Math.random() * 20);
        continue;
      }
      for (const i of failed) {
        const part = parts[i]!;
        if (part.kind === 'claim') taken.push(part.email);
      }
      parts = parts.filter((_, i) => !failed.has(i));
    }
  }
  return { taken };
}
