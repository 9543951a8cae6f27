import type { ReactElement } from 'react';
import { render } from '@react-email/render';
import type { MailMessage } from '../lib/mail/mailer';

type Envelope = Omit<MailMessage, 'text' | 'html'>;

/** One template, both parts: the HTML and its plain-text rendering, from the same React tree. */
export async function renderEmail(envelope: Envelope, element: ReactElement): Promise<MailMessage> {
  const [html, text] = await Promise.all([
    render(element),
    render(element, { plainText: true, htmlToTextOptions: { wordwrap: false, selectors: [{ selector: 'img', format: 'skip' }] } }),
  ]);
  return { ...envelope, html, text };
}
