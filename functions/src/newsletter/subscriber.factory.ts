import { randomUUID } from 'node:crypto';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { NewsletterStatus } from '@crystal/shared/schemas/newsletter';
import type { Language } from '@crystal/shared/schemas/language';
import { db, tableName } from '../lib/db/client';
import { addPendingSignup, confirmSignup, markUnsubscribed, subscriberKey, type SubscriberItem } from './newsletter-repository';

export type SubscriberSeed = { email: string; status: NewsletterStatus; language?: Language };

/** Subscribers written as the sign-up flow leaves them (on the list's gsi2), 25 a call. */
export async function putSubscribers(seeds: readonly SubscriberSeed[], at = '2026-01-01T00:00:00.000Z'): Promise<void> {
  const items = seeds.map(
    (s): SubscriberItem & { gsi2pk: string; gsi2sk: string } => ({
      ...subscriberKey(s.email),
      email: s.email.toLowerCase(),
      status: s.status,
      source: 'footer',
      language: s.language ?? 'en',
      requestedAt: at,
      ...(s.status === 'confirmed' ? { consentAt: at, consentText: 'Yes, send me the newsletter' } : {}),
      ...(s.status === 'unsubscribed' ? { unsubscribedAt: at } : {}),
      gsi2pk: 'NEWSLETTER',
      gsi2sk: `${at}#${s.email.toLowerCase()}`,
    }),
  );
  for (let i = 0; i < items.length; i += 25) {
    await db.send(new BatchWriteCommand({ RequestItems: { [tableName]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) } }));
  }
}

const TEXT = 'New collections, moon-cycle pieces';

/** An address on the list as the sign-up flow leaves it: pending, confirmed, or confirmed then unsubscribed. */
export async function makeSubscriber(email: string, status: 'pending' | 'confirmed' | 'unsubscribed'): Promise<void> {
  const requestId = randomUUID();
  const at = new Date().toISOString();
  await addPendingSignup({ email, source: 'footer', language: 'en', text: TEXT, requestId, at });
  if (status === 'pending') return;
  await confirmSignup(email, requestId, TEXT, at);
  if (status === 'unsubscribed') await markUnsubscribed(email, at);
}
