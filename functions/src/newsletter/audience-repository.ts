import { BatchGetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Language } from '@crystal/shared/schemas/language';
import { db, tableName } from '../lib/db/client';
import { countAll } from '../lib/db/query-all';
import { statusOf, subscriberKey, suppressionKey, SUBSCRIBERS_INDEX_PK, type SubscriberItem } from './newsletter-repository';

/**
 * The list as a campaign reads it (decision 0112): its confirmed subscribers page by page, who of a
 * batch can no longer be mailed, and how many left since a time. Apart from the newsletter function's
 * own repository, so that function's bundle (and its grant) does not carry these reads.
 */
/** A confirmed subscriber as a campaign reaches it: the address and the language it signed up in. */
export type Recipient = { email: string; language: Language };

const CONFIRMED_FILTER = '#status = :confirmed OR (attribute_not_exists(#status) AND attribute_not_exists(unsubscribedAt))';

/**
 * One page of confirmed subscribers (a Query on gsi2, filtered to confirmed: pending and unsubscribed
 * never), oldest first; `next` continues it. A page may hold fewer than `limit` (the filter runs after).
 */
export async function confirmedSubscriberPage(next?: Record<string, unknown>, limit = 500): Promise<{ recipients: Recipient[]; next?: Record<string, unknown> }> {
  const out = await db.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk',
      FilterExpression: CONFIRMED_FILTER,
      ExpressionAttributeNames: { '#status': 'status', '#language': 'language' },
      ExpressionAttributeValues: { ':pk': SUBSCRIBERS_INDEX_PK, ':confirmed': 'confirmed' },
      ProjectionExpression: 'email, #language, #status',
      ExclusiveStartKey: next,
      Limit: limit,
    }),
  );
  const recipients = (out.Items ?? []).map((item) => ({ email: String(item.email), language: (item.language === 'fr' ? 'fr' : 'en') as Language }));
  return { recipients, ...(out.LastEvaluatedKey ? { next: out.LastEvaluatedKey } : {}) };
}

/**
 * Of these addresses, the ones no marketing mail may reach now: no longer confirmed (unsubscribed since),
 * or suppressed (an unsubscribe link, a bounce or a complaint). BatchGetItem, 50 addresses a call.
 */
export async function unreachableAmong(emails: readonly string[]): Promise<Set<string>> {
  const out = new Set<string>();
  for (let i = 0; i < emails.length; i += 50) {
    const chunk = emails.slice(i, i + 50).map((e) => e.toLowerCase());
    let keys: Record<string, unknown>[] = chunk.flatMap((e) => [subscriberKey(e), suppressionKey(e)]);
    const found: Record<string, unknown>[] = [];
    while (keys.length) {
      const res = await db.send(new BatchGetCommand({ RequestItems: { [tableName]: { Keys: keys, ConsistentRead: true } } }));
      found.push(...(res.Responses?.[tableName] ?? []));
      keys = (res.UnprocessedKeys?.[tableName]?.Keys ?? []) as Record<string, unknown>[];
    }
    const confirmed = new Set<string>();
    for (const item of found) {
      if (item.sk === 'SUPPRESS') out.add(String(item.email));
      else if (statusOf(item as SubscriberItem) === 'confirmed') confirmed.add(String(item.email));
    }
    for (const e of chunk) if (!confirmed.has(e)) out.add(e);
  }
  return out;
}

/** How many addresses left the list at or after `since` (a campaign's report). */
export function countUnsubscribedSince(since: string): Promise<number> {
  return countAll({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk',
    FilterExpression: 'unsubscribedAt >= :since',
    ExpressionAttributeValues: { ':pk': SUBSCRIBERS_INDEX_PK, ':since': since },
  });
}
