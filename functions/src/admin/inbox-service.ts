import type { InboxPage } from '@crystal/shared/schemas/admin-dashboard';
import type { ContactSubmission } from '@crystal/shared/schemas/contact';
import { listContactSubmissions, markContactHandled } from '../contact';
import type { AdminIdentity } from '../lib/http/parse-request';
import { recordAudit } from '../audit-log';

const FILTERS = { open: false, handled: true, all: undefined } as const;

/** The contact and consultation inbox, newest first; open (unhandled) by default. */
export function listInbox(filter: keyof typeof FILTERS = 'open', cursor?: string): Promise<InboxPage> {
  return listContactSubmissions({ handled: FILTERS[filter], cursor, limit: 25 });
}

export async function markInbox(admin: AdminIdentity, id: number, handled: boolean): Promise<ContactSubmission> {
  const submission = await markContactHandled(id, handled);
  await recordAudit(admin, {
    action: handled ? 'inbox.handled' : 'inbox.reopened',
    target: `${submission.isConsultation ? 'consultation' : 'message'} ${id}`,
    detail: submission.subject,
  });
  return submission;
}

/** Open consultations and open messages (follows the open inbox page by page). */
export async function countOpenInbox(): Promise<{ consultations: number; messages: number }> {
  let consultations = 0;
  let messages = 0;
  let cursor: string | null = null;
  do {
    const page = await listContactSubmissions({ handled: false, cursor, limit: 100 });
    for (const s of page.items) {
      if (s.isConsultation) consultations++;
      else messages++;
    }
    cursor = page.cursor;
  } while (cursor);
  return { consultations, messages };
}
