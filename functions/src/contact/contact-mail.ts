import type { ContactSubmission } from '@crystal/shared/schemas/contact';
import { SHOP } from '@crystal/shared/constants/shop';
import { cleanLine, cleanLines } from '@crystal/shared/schemas/human-text';
import type { MailMessage } from '../lib/mail/mailer';

/**
 * The two mails a submission sends. Plain text only: what the shopper typed is copied as text and
 * never interpreted as HTML by any mail client, and only as cleaned values (one line where a field is
 * one line), even for a submission stored before the text rule.
 */
export function artisanNotification(c: ContactSubmission, to: string): MailMessage {
  const kind = c.isConsultation ? 'Consultation request' : 'Message';
  const name = cleanLine(c.name);
  const lines = [
    `${kind} #${c.id} from the shop's contact form`,
    '',
    `Name: ${name}`,
    `Email: ${cleanLine(c.email)}`,
    `Phone: ${c.phone ? cleanLine(c.phone) : '(not given)'}`,
    `Subject: ${cleanLine(c.subject)}`,
    ...(c.isConsultation ? [`Preferred date: ${c.preferredDate ? cleanLine(c.preferredDate) : '(no date chosen)'}`] : []),
    `Received: ${c.createdAt}`,
    '',
    'Message:',
    cleanLines(c.message),
    '',
    `Reply to this email to answer ${name} directly. It is also in the /admin inbox.`,
  ];
  return {
    to,
    replyTo: c.email,
    subject: `${kind} #${c.id}: ${oneLine(c.subject)}`,
    text: lines.join('\n'),
    idempotencyKey: `contact-${c.id}-artisan`,
  };
}

/**
 * The sender's acknowledgement goes to an address anyone may type, from the shop's own identity, so it
 * quotes nothing the sender wrote but a first name (one word of letters, else none): no subject, no
 * message, no link (docs/decisions/0042-contact-acknowledgement.md). It says what happens next.
 */
export function shopperAcknowledgement(c: ContactSubmission): MailMessage {
  const what = c.isConsultation ? 'consultation request' : 'message';
  const first = firstNameOf(c.name);
  const lines = [
    first ? `Hello ${first},` : 'Hello,',
    '',
    `Thank you for your ${what} to ${SHOP.name}. It has reached us.`,
    '',
    'What happens next:',
    `- We read every message ourselves and will answer by email from ${SHOP.email} within ${SHOP.replyWithinHours} hours.`,
    ...(c.isConsultation ? ['- For a consultation, that answer confirms a time with you.'] : []),
    '- You need to do nothing else. We never ask for a card number or a password by email.',
    '',
    'If you did not write to us, someone typed your address in our contact form: you can ignore this email.',
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

/** Mail subjects are one line: collapse any line breaks and control characters the shopper typed. */
function oneLine(text: string): string {
  return cleanLine(text).slice(0, 120);
}

const FIRST_NAME = /^[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*$/u;

/** The first word of a name when it is a name (letters joined by apostrophes or hyphens, at most 40), else ''. */
export function firstNameOf(name: string): string {
  const first = cleanLine(name).split(' ')[0]?.replace(/[,.]+$/, '') ?? '';
  return first.length <= 40 && FIRST_NAME.test(first) ? first : '';
}
