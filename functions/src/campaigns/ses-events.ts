import { logger } from '../lib/logger';
import { suppressAddress } from '../newsletter';

/**
 * SES's event destination (the campaign configuration set, through EventBridge): a permanent bounce or
 * a complaint suppresses the address at once (`SUPPRESS#<email>`), so no campaign, reminder or list mail
 * goes to it again. A transient bounce (a full mailbox) suppresses nothing.
 */
type Recipients = { emailAddress?: string }[];
export type SesEvent = {
  'detail-type'?: string;
  time?: string;
  detail?: {
    eventType?: string;
    mail?: { timestamp?: string };
    bounce?: { bounceType?: string; bouncedRecipients?: Recipients; timestamp?: string };
    complaint?: { complainedRecipients?: Recipients; timestamp?: string };
  };
};

const addresses = (list: Recipients | undefined) =>
  (list ?? []).map((r) => r.emailAddress?.trim().toLowerCase()).filter((e): e is string => !!e && /^[^\s@]+@[^\s@]+$/.test(e) && e.length <= 254);

export async function handler(event: SesEvent): Promise<{ suppressed: number }> {
  const detail = event.detail ?? {};
  const at = event.time && !Number.isNaN(Date.parse(event.time)) ? new Date(event.time).toISOString() : new Date().toISOString();
  let emails: string[] = [];
  let reason: 'bounce' | 'complaint' | undefined;
  if (detail.eventType === 'Bounce' && detail.bounce?.bounceType === 'Permanent') {
    emails = addresses(detail.bounce.bouncedRecipients);
    reason = 'bounce';
  } else if (detail.eventType === 'Complaint') {
    emails = addresses(detail.complaint?.complainedRecipients);
    reason = 'complaint';
  }
  if (!reason) return { suppressed: 0 };
  for (const email of emails) await suppressAddress(email, at, reason);
  logger.info('Addresses suppressed by SES event', { reason, count: emails.length });
  return { suppressed: emails.length };
}
