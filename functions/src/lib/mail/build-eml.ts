import type { MailMessage } from './mailer';

function encodeHeader(value: string): string {
  // RFC 2047 encoded-word for anything outside printable ASCII.
  return /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`;
}

/** A complete RFC 5322 message (multipart/alternative when there is HTML). */
export function buildEml(from: string, message: MailMessage, date = new Date()): string {
  const headers = [
    `From: ${from}`,
    `To: ${message.to}`,
    ...(message.replyTo ? [`Reply-To: ${message.replyTo}`] : []),
    `Subject: ${encodeHeader(message.subject)}`,
    `Date: ${date.toUTCString()}`,
    `Message-ID: <${message.idempotencyKey ?? date.getTime()}@crystal-shop.local>`,
    ...Object.entries(message.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
    'MIME-Version: 1.0',
  ];
  const text = Buffer.from(message.text, 'utf8').toString('base64');
  if (!message.html) {
    return [...headers, 'Content-Type: text/plain; charset=UTF-8', 'Content-Transfer-Encoding: base64', '', text, ''].join('\r\n');
  }
  const boundary = `b-${date.getTime().toString(36)}`;
  const html = Buffer.from(message.html, 'utf8').toString('base64');
  return [
    ...headers,
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=UTF-8',
    'Content-Transfer-Encoding: base64',
    '',
    text,
    `--${boundary}`,
    'Content-Type: text/html; charset=UTF-8',
    'Content-Transfer-Encoding: base64',
    '',
    html,
    `--${boundary}--`,
    '',
  ].join('\r\n');
}
