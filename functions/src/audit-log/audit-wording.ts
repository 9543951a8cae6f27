import type { AuditEntry } from '@crystal/shared/schemas/admin-dashboard';

type Stored = Omit<AuditEntry, 'summary'> & { summary?: string };

const ORDER_VERBS: Record<string, (n: string) => string> = {
  paid: (n) => `Marked order #${n} paid`,
  shipped: (n) => `Marked order #${n} shipped`,
  delivered: (n) => `Marked order #${n} delivered`,
  cancelled: (n) => `Cancelled order #${n}`,
  refunded: (n) => `Refunded order #${n}`,
};

const quoted = (text?: string) => (text ? ` “${text}”` : '');

/**
 * One sentence in the artisan's words for an audit entry: the sentence stored with it when the change
 * was made (product edits name the piece), else one built from what the entry records, never showing
 * storage keys or ids other than order and product numbers.
 */
export function describeAudit(entry: Stored): string {
  if (entry.summary) return entry.summary;
  const [area, verb = ''] = entry.action.split('.');
  const number = /\d+$/.exec(entry.target)?.[0] ?? '';
  const detail = entry.detail ?? '';
  switch (area) {
    case 'order':
      if (verb === 'refunded' && /refunded (\d+\.\d{2})$/.test(detail)) return `Refunded $${/refunded (\d+\.\d{2})$/.exec(detail)![1]} of order #${number}`;
      return (ORDER_VERBS[verb] ?? ((n: string) => `Changed order #${n} to ${verb}`))(number);
    case 'product':
      if (verb === 'create') return `Added a new piece${quoted(detail.split(' ').slice(1).join(' '))}`;
      if (verb === 'archive') return `Took product #${number} out of the shop`;
      return `Changed product #${number}${detail && detail !== 'details edited' ? `: ${detail.replace(/ -> /g, ' to ')}` : ''}`;
    case 'inbox': {
      const what = entry.target.startsWith('consultation') ? 'the consultation' : 'the message';
      return verb === 'handled' ? `Marked ${what}${quoted(detail)} handled` : `Reopened ${what}${quoted(detail)}`;
    }
    case 'media':
      if (verb === 'process') return 'Prepared a photo for the shop';
      return `Uploaded a photo${detail ? ` (${detail.replace(/\s*\(\d+ bytes\)$/, '')})` : ''}`;
    case 'settings':
      return `Changed the shop settings${detail && detail !== 'no change' ? ` (${detail})` : ''}`;
    case 'newsletter':
      return `Downloaded the newsletter list${detail ? ` (${detail.replace(/rows?$/, 'subscribers')})` : ''}`;
    default:
      return `${entry.action.replace(/[._-]/g, ' ').replace(/^\w/, (c) => c.toUpperCase())}${detail ? `: ${detail}` : ''}`;
  }
}

/** Who did it, as she knows them: the email address, never the identity provider's subject id. */
export function describeWho(who: string): string {
  const email = /^(\S+@\S+) \(/.exec(who)?.[1] ?? (who.includes('@') ? who : undefined);
  return email ?? 'The studio';
}
