import { randomUUID } from 'node:crypto';
import { addPendingSignup, confirmSignup, markUnsubscribed } from './newsletter-repository';

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
