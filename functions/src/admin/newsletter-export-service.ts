import { listSubscribers } from '../newsletter';
import type { AdminIdentity } from '../lib/http/parse-request';
import { toCsv } from '../lib/csv/to-csv';
import { recordAudit } from './audit-repository';

/** The newsletter list with each address's proof of consent and, for those who left, when; as a CSV download. */
export async function exportSubscribersCsv(admin: AdminIdentity, now = new Date()) {
  const subscribers = await listSubscribers();
  const csv = toCsv(
    ['email', 'consent_at', 'source', 'consent_text', 'unsubscribed_at'],
    subscribers.map((s) => [s.email, s.consentAt, s.source, s.consentText, s.unsubscribedAt ?? '']),
  );
  await recordAudit(admin, { action: 'newsletter.export', target: 'subscribers', detail: `${subscribers.length} rows` });
  return { csv, fileName: `newsletter-subscribers-${now.toISOString().slice(0, 10)}.csv` };
}
