import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { NewsletterSubscriber } from '@crystal/shared/schemas/newsletter';
import { tableName } from '../lib/db/client';
import { writeIf } from '../lib/db/write-if';
import { queryAll } from '../lib/db/query-all';

/** Index partition listing subscribers by consent date (gsi2, see shared/src/table-definition.ts). */
const SUBSCRIBERS_INDEX_PK = 'NEWSLETTER';

type SubscriberItem = NewsletterSubscriber & { pk: string; sk: 'SUBSCRIBER'; gsi2pk: string; gsi2sk: string };

export const subscriberKey = (email: string) => ({ pk: `NEWSLETTER#${email.toLowerCase()}`, sk: 'SUBSCRIBER' as const });

/**
 * Records a sign-up with its proof of consent. One record per address: a repeat sign-up keeps the
 * first consent (conditional put) and returns false; signing up again after unsubscribing records the
 * new consent.
 */
export async function addSubscriber(subscriber: NewsletterSubscriber): Promise<boolean> {
  const email = subscriber.email.toLowerCase();
  const item: SubscriberItem = {
    ...subscriberKey(email),
    gsi2pk: SUBSCRIBERS_INDEX_PK,
    gsi2sk: `${subscriber.consentAt}#${email}`,
    email,
    consentAt: subscriber.consentAt,
    source: subscriber.source,
    consentText: subscriber.consentText,
  };
  return writeIf(new PutCommand({ TableName: tableName, Item: item, ConditionExpression: 'attribute_not_exists(pk) OR attribute_exists(unsubscribedAt)' }));
}

/** Every subscriber, oldest consent first (one Query on gsi2, followed page by page) for the CSV export. */
export async function listSubscribers(): Promise<NewsletterSubscriber[]> {
  const items = await queryAll<SubscriberItem>({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': SUBSCRIBERS_INDEX_PK },
  });
  return items.map(({ email, consentAt, source, consentText, unsubscribedAt }) => ({
    email,
    consentAt,
    source,
    consentText,
    ...(unsubscribedAt ? { unsubscribedAt } : {}),
  }));
}

/**
 * Unsubscribes an address at once (CASL): the record keeps the consent and gains `unsubscribedAt`, so the
 * export shows who left and when, and no newsletter goes to it. False when the address is not on the list.
 */
export function markUnsubscribed(email: string, at: string): Promise<boolean> {
  return writeIf(
    new UpdateCommand({
      TableName: tableName,
      Key: subscriberKey(email),
      UpdateExpression: 'SET unsubscribedAt = if_not_exists(unsubscribedAt, :at)',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':at': at },
    }),
  );
}
