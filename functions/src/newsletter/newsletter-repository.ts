import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { NewsletterStatus, NewsletterSubscriber } from '@crystal/shared/schemas/newsletter';
import type { Language } from '@crystal/shared/schemas/language';
import { db, tableName } from '../lib/db/client';
import { writeIf } from '../lib/db/write-if';
import { queryAll } from '../lib/db/query-all';

/** Index partition listing addresses by their first sign-up (gsi2, see shared/src/table-definition.ts). */
export const SUBSCRIBERS_INDEX_PK = 'NEWSLETTER';

/** One step of an address's consent evidence, appended and never rewritten. */
export type ConsentEvent =
  | { kind: 'signup'; at: string; source: string; text: string }
  | { kind: 'confirm'; at: string; text: string }
  | { kind: 'unsubscribe'; at: string };

/**
 * One item per address. `status` is where it stands; `requestId` names the pending sign-up its link
 * confirms; `consentAt`/`consentText` are the confirmed consent; `unsubscribedAt` the latest opt-out.
 * `history` keeps every sign-up, confirmation and opt-out in order (docs/decisions/0043-newsletter-double-opt-in.md).
 * Items written before double opt-in have no status: they are confirmed, or unsubscribed if they left.
 */
export type SubscriberItem = {
  pk: string;
  sk: 'SUBSCRIBER';
  email: string;
  status?: NewsletterStatus;
  source: string;
  language?: Language;
  requestId?: string;
  requestedAt?: string;
  requestText?: string;
  confirmedRequestId?: string;
  consentAt?: string;
  consentText?: string;
  unsubscribedAt?: string;
  history?: ConsentEvent[];
};

export const subscriberKey = (email: string) => ({ pk: `NEWSLETTER#${email.toLowerCase()}`, sk: 'SUBSCRIBER' as const });

/** The status of an item, reading an item from before double opt-in as it stood. */
export const statusOf = (item: SubscriberItem): NewsletterStatus => item.status ?? (item.unsubscribedAt ? 'unsubscribed' : 'confirmed');

/** The condition "this address is not signed up now": new, or unsubscribed (with or without a status). */
const NOT_SIGNED_UP =
  'attribute_not_exists(pk) OR #status = :unsubscribed OR (attribute_not_exists(#status) AND attribute_exists(unsubscribedAt))';

export async function getSubscriber(email: string): Promise<SubscriberItem | undefined> {
  const out = await db.send(new GetCommand({ TableName: tableName, Key: subscriberKey(email), ConsistentRead: true }));
  return out.Item as SubscriberItem | undefined;
}

export type SignupRequest = { email: string; source: string; language: Language; text: string; requestId: string; at: string };

/**
 * Records a pending sign-up for an address that is new or has unsubscribed. An earlier opt-out stays
 * (`unsubscribedAt` and the history are kept); an earlier consent leaves the current record (it stays in
 * the history), so no confirmed consent shows until the new link is clicked. False when the address is
 * pending or confirmed already.
 */
export function addPendingSignup(r: SignupRequest): Promise<boolean> {
  const email = r.email.toLowerCase();
  const event: ConsentEvent = { kind: 'signup', at: r.at, source: r.source, text: r.text };
  return writeIf(
    new UpdateCommand({
      TableName: tableName,
      Key: subscriberKey(email),
      UpdateExpression:
        'SET email = :email, #status = :pending, #source = :source, #language = :language, requestId = :rid, requestedAt = :at, ' +
        'requestText = :text, gsi2pk = :gsi2pk, gsi2sk = if_not_exists(gsi2sk, :gsi2sk), history = list_append(if_not_exists(history, :none), :event) ' +
        'REMOVE consentAt, consentText',
      ConditionExpression: NOT_SIGNED_UP,
      ExpressionAttributeNames: { '#status': 'status', '#source': 'source', '#language': 'language' },
      ExpressionAttributeValues: {
        ':email': email,
        ':pending': 'pending',
        ':unsubscribed': 'unsubscribed',
        ':source': r.source,
        ':language': r.language,
        ':rid': r.requestId,
        ':at': r.at,
        ':text': r.text,
        ':gsi2pk': SUBSCRIBERS_INDEX_PK,
        ':gsi2sk': `${r.at}#${email}`,
        ':none': [],
        ':event': [event],
      },
    }),
  );
}

/**
 * The click on a confirmation link: records the consent with its wording and time, if the link's sign-up
 * is still the pending one. False when it is not (already confirmed, replaced by a newer sign-up, or
 * followed by an opt-out).
 */
export function confirmSignup(email: string, requestId: string, text: string, at: string): Promise<boolean> {
  const event: ConsentEvent = { kind: 'confirm', at, text };
  return writeIf(
    new UpdateCommand({
      TableName: tableName,
      Key: subscriberKey(email),
      UpdateExpression:
        'SET #status = :confirmed, consentAt = :at, consentText = :text, confirmedRequestId = :rid, ' +
        'history = list_append(if_not_exists(history, :none), :event) REMOVE requestId',
      ConditionExpression: '#status = :pending AND requestId = :rid',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':confirmed': 'confirmed', ':pending': 'pending', ':rid': requestId, ':at': at, ':text': text, ':none': [], ':event': [event] },
    }),
  );
}

/** How many addresses are confirmed and how many still pending (one Query on gsi2, status fields only). */
export async function countSubscribers(): Promise<{ confirmed: number; pending: number }> {
  const items = await queryAll<Pick<SubscriberItem, 'status' | 'unsubscribedAt'>>({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': SUBSCRIBERS_INDEX_PK },
    ProjectionExpression: '#status, unsubscribedAt',
    ExpressionAttributeNames: { '#status': 'status' },
  });
  const counts = { confirmed: 0, pending: 0 };
  for (const item of items) {
    const status = statusOf(item as SubscriberItem);
    if (status !== 'unsubscribed') counts[status]++;
  }
  return counts;
}

/** Every address, oldest first sign-up first (one Query on gsi2, followed page by page) for the CSV export. */
export async function listSubscribers(): Promise<NewsletterSubscriber[]> {
  const items = await queryAll<SubscriberItem & { gsi2sk: string }>({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': SUBSCRIBERS_INDEX_PK },
  });
  return items.map((item) => ({
    email: item.email,
    status: statusOf(item),
    signedUpAt: item.requestedAt ?? item.consentAt ?? item.gsi2sk.split('#')[0]!,
    source: item.source,
    ...(item.consentAt ? { consentAt: item.consentAt } : {}),
    ...(item.consentText ? { consentText: item.consentText } : {}),
    ...(item.unsubscribedAt ? { unsubscribedAt: item.unsubscribedAt } : {}),
  }));
}

/**
 * Unsubscribes an address at once (CASL): the record gains `unsubscribedAt` and the opt-out joins its
 * history, so the export shows who left and when, and no newsletter goes to it. A second click changes
 * nothing. False when the address is not on the list.
 */
export async function markUnsubscribed(email: string, at: string): Promise<boolean> {
  const event: ConsentEvent = { kind: 'unsubscribe', at };
  const left = await writeIf(
    new UpdateCommand({
      TableName: tableName,
      Key: subscriberKey(email),
      UpdateExpression: 'SET unsubscribedAt = :at, #status = :unsubscribed, history = list_append(if_not_exists(history, :none), :event) REMOVE requestId',
      ConditionExpression: `attribute_exists(pk) AND NOT (${NOT_SIGNED_UP})`,
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':at': at, ':unsubscribed': 'unsubscribed', ':none': [], ':event': [event] },
    }),
  );
  return left || (await getSubscriber(email)) !== undefined;
}

/** An address that asked for no more mail from the shop at all (a reminder's unsubscribe link, not only the newsletter). */
export const suppressionKey = (email: string) => ({ pk: `SUPPRESS#${email.toLowerCase()}`, sk: 'SUPPRESS' as const });

/** `reason`: why (an unsubscribe link by default; SES's bounce or complaint). */
export async function suppressAddress(email: string, at: string, reason: 'unsubscribe' | 'bounce' | 'complaint' = 'unsubscribe'): Promise<void> {
  await db.send(new PutCommand({ TableName: tableName, Item: { ...suppressionKey(email), type: 'suppression', email: email.toLowerCase(), at, reason } }));
}

/** Whether the address unsubscribed (from the newsletter or a reminder) or is suppressed: it gets no marketing mail. */
export async function isSuppressed(email: string): Promise<boolean> {
  const subscriber = await getSubscriber(email);
  if (subscriber && statusOf(subscriber) === 'unsubscribed') return true;
  const out = await db.send(new GetCommand({ TableName: tableName, Key: suppressionKey(email), ConsistentRead: true }));
  return out.Item !== undefined;
}

