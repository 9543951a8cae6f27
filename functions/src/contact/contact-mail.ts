import type { ContactSubmission } from '@crystal/shared/schemas/contact';
import { SHOP } from '@crystal/shared/constants';
import type { MailMessage } from '../lib/mail/mailer';

/**
 * The two mails a submission sends. Plain text only: what the shopper typed is copied as text and
 * never interpreted as HTML by any mail client.
 */
export function artisanNotification(c: ContactSubmission, to: string): MailMessage {
  const kind = c.isConsultation ? 'Consultation request' : 'Message';
  const lines = [
    `${kind} #${c.id} from the shop's contact form`,
    '',
    `Name: ${c.name}`,
    `Email: ${c.email}`,
    `Phone: ${c.phone ?? '(not given)'}`,
    `Subject: ${c.subject}`,
    ...(c.isConsultation ? [`Preferred date: ${c.preferredDate ?? '(no date chosen)'}`] : []),
    `Received: ${c.createdAt}`,
    '',
    'Message:',
    c.message,
    '',
    `Reply to this email to answer ${c.name} directly. It is also in the /admin inbox.`,
  ];
  return {
    to,
    replyTo: c.email,
    subject: `${kind} #${c.id}: ${oneLine(c.subject)}`,
    text: lines.join('\n'),
    idempotencyKey: `contact-${c.id}-artisan`,
  };
}

export function shopperAcknowledgement(c: ContactSubmission): MailMessage {
  const what = c.isConsultation ? 'consultation request' : 'message';
  const lines = [
    `Hello ${c.name},`,
    '',
    `Thank you for your ${what} to ${SHOP.name}. It has reached us, and we'll get back to you within ${SHOP.replyWithinHours} hours.`,
    ...(c.isConsultation && c.preferredDate
      ? ['', `You asked for ${c.subject} on ${c.preferredDate}. We'll confirm the time with you by email.`]
      : []),
    '',
    'For your records, this is what you sent:',
    '',
    `Subject: ${c.subject}`,
    c.message,
    '',
    'With warmth,',
    `${SHOP.name}`,
    `${SHOP.city}, ${SHOP.province}`,
    SHOP.email,
  ];
  return {
    to: c.email,
    replyTo: SHOP.email,
    subject: `We received your ${what} — ${SHOP.name}`,
    text: lines.join('\n'),
    idempotencyKey: `contact-${c.id}-ack`,
  };
}

/** Mail subjects are one line: collapse any line breaks the shopper typed. */
function oneLine(text: string): string {
  return text.replace(/[\r\n]+/g, ' ').slice(0, 120);
}
