import type { ReactElement } from 'react';
import type { MailMessage } from '../lib/mail/mailer';
import { once } from '../lib/once';

type Envelope = Omit<MailMessage, 'text' | 'html'>;

/**
 * The renderer (react-dom/server, prettier and html-to-text, about 1 MB of the bundle) is evaluated with
 * the first mail a container sends, not at every cold start: most requests of the functions that mail
 * (newsletter, admin, payments, webhooks) send none.
 */
const renderer = once(() => import('@react-email/render'));

/** One template, both parts: the HTML and its plain-text rendering, from the same React tree. */
export async function renderEmail(envelope: Envelope, element: ReactElement): Promise<MailMessage> {
  const { render } = await renderer();
  const [html, text] = await Promise.all([
    render(element),
    render(element, { plainText: true, htmlToTextOptions: { wordwrap: false, selectors: [{ selector: 'img', format: 'skip' }] } }),
  ]);
  return { ...envelope, html, text };
}
