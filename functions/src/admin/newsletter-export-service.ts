import { listSubscribers } from '../newsletter';
import type { AdminIdentity } from '../lib/http/parse-request';
import { toCsv } from '../lib/csv/to-csv';
import { recordAudit } from '../audit-log';

/**
 * The newsletter list as a CSV download: each address's status (confirmed, pending, unsubscribed), its
 * confirmed consent (time and wording, empty while pending), the latest opt-out (kept after a new sign-up)
 * and its latest sign-up time. Only `confirmed` rows may be sent a newsletter.
 */
export async function exportSubscribersCsv(admin: AdminIdentity, now = new Date()) {
  const subscribers = await listSubscribers();
  const csv = toCsv(
    ['email', 'consent_at', 'source', 'consent_text', 'unsubscribed_at', 'status', 'signed_up_at'],
    subscribers.map((s) => [s.email, s.consentAt ?? '', s.source, s.consentText ?? '', s.unsubscribedAt ?? '', s.status, s.signedUpAt]),
  );
  await recordAudit(admin, { action: 'newsletter.export', target: 'subscribers', detail: `${subscribers.length} rows` });
  return { csv, fileName: `newsletter-subscribers-${now.toISOString().slice(0, 10)}.csv` };
}
