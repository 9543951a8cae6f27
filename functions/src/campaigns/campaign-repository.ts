import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { CampaignStatus, CreateCampaign } from '@crystal/shared/schemas/campaign';
import { db, tableName } from '../lib/db/client';
import { writeIf } from '../lib/db/write-if';
import { CAMPAIGNS_INDEX_PK, DUE_INDEX_PK, campaignKey, campaignPk, type CampaignItem } from './campaign-item';

const draftFields = (input: CreateCampaign) => ({
  subject: input.subject,
  preheader: input.preheader ?? '',
  body: input.body,
  subjectFr: input.subjectFr ?? '',
  preheaderFr: input.preheaderFr ?? '',
  bodyFr: input.bodyFr ?? '',
  productIds: input.productIds ?? [],
});

export async function putNewCampaign(id: string, input: CreateCampaign, at: string): Promise<CampaignItem> {
  const item: CampaignItem = {
    ...campaignKey(id),
    type: 'campaign',
    id,
    status: 'draft',
    ...draftFields(input),
    sent: 0,
    failed: 0,
    suppressed: 0,
    batchesDone: 0,
    createdAt: at,
    updatedAt: at,
    gsi2pk: CAMPAIGNS_INDEX_PK,
    gsi2sk: `${at}#${id}`,
  };
  await db.send(new PutCommand({ TableName: tableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' }));
  return item;
}

export async function getCampaignItem(id: string): Promise<CampaignItem | undefined> {
  const out = await db.send(new GetCommand({ TableName: tableName, Key: campaignKey(id), ConsistentRead: true }));
  return out.Item as CampaignItem | undefined;
}

/** Newest first: one Query on gsi2, at most `limit`. */
export async function listCampaignItems(limit = 100): Promise<CampaignItem[]> {
  const out = await db.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': CAMPAIGNS_INDEX_PK },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (out.Items ?? []) as CampaignItem[];
}

/** The whole draft replaced, while it is a draft or scheduled (never once it sends). False otherwise. */
export function replaceDraft(id: string, input: CreateCampaign, at: string): Promise<boolean> {
  const f = draftFields(input);
  return writeIf(
    new UpdateCommand({
      TableName: tableName,
      Key: campaignKey(id),
      UpdateExpression:
        'SET subject = :s, preheader = :p, body = :b, subjectFr = :sf, preheaderFr = :pf, bodyFr = :bf, productIds = :ids, updatedAt = :at',
      ConditionExpression: 'attribute_exists(pk) AND #status IN (:draft, :scheduled)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':s': f.subject, ':p': f.preheader, ':b': f.body, ':sf': f.subjectFr, ':pf': f.preheaderFr, ':bf': f.bodyFr, ':ids': f.productIds,
        ':at': at, ':draft': 'draft', ':scheduled': 'scheduled',
      },
    }),
  );
}

/**
 * The one move out of draft (or, for the job, out of scheduled when due): a conditional write on the
 * status, so of two sends at once exactly one wins. `to` is `sending` (now) or `scheduled` (at `sendAt`).
 */
export function moveToSending(id: string, from: CampaignStatus, at: string): Promise<boolean> {
  return writeIf(
    new UpdateCommand({
      TableName: tableName,
      Key: campaignKey(id),
      UpdateExpression: 'SET #status = :sending, startedAt = :at, updatedAt = :at REMOVE gsi3pk, gsi3sk',
      ConditionExpression: 'attribute_exists(pk) AND #status = :from',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':sending': 'sending', ':from': from, ':at': at },
    }),
  );
}

export function moveToScheduled(id: string, sendAt: string, at: string): Promise<boolean> {
  return writeIf(
    new UpdateCommand({
      TableName: tableName,
      Key: campaignKey(id),
      UpdateExpression: 'SET #status = :scheduled, sendAt = :sendAt, updatedAt = :at, gsi3pk = :due, gsi3sk = :dueSk',
      ConditionExpression: 'attribute_exists(pk) AND #status = :draft',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':scheduled': 'scheduled', ':draft': 'draft', ':sendAt': sendAt, ':at': at, ':due': DUE_INDEX_PK, ':dueSk': `${sendAt}#${id}` },
    }),
  );
}

/** Scheduled campaigns whose time has come (gsi3, one Query). */
export async function dueCampaignIds(now: string): Promise<string[]> {
  const out = await db.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'gsi3',
      KeyConditionExpression: 'gsi3pk = :pk AND gsi3sk <= :now',
      ExpressionAttributeValues: { ':pk': DUE_INDEX_PK, ':now': `${now}#~` },
    }),
  );
  return (out.Items ?? []).map((item) => String(item.id));
}

/** The fan-out queued every batch: how many, to how many recipients. */
export async function markFannedOut(id: string, totalBatches: number, recipients: number): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: campaignKey(id),
      UpdateExpression: 'SET fannedOut = :yes, totalBatches = :n, recipients = :r',
      ExpressionAttributeValues: { ':yes': true, ':n': totalBatches, ':r': recipients },
    }),
  );
}

/** `sent` once every queued batch is done (called after the fan-out and after each batch; only one wins). */
export function finishIfDone(id: string, at: string): Promise<boolean> {
  return writeIf(
    new UpdateCommand({
      TableName: tableName,
      Key: campaignKey(id),
      UpdateExpression: 'SET #status = :sent, sentAt = :at, updatedAt = :at',
      ConditionExpression: '#status = :sending AND fannedOut = :yes AND batchesDone = totalBatches',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':sent': 'sent', ':sending': 'sending', ':yes': true, ':at': at },
    }),
  );
}

export { campaignPk };
