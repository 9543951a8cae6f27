import type { Language } from '@crystal/shared/schemas/language';
import type { NewsletterUnsubscribed } from '@crystal/shared/schemas/newsletter';
import { newsletterWelcome } from '../emails';
import { invalid, notFound } from '../lib/errors';
import { unsubscribeUrls } from '../lib/links/email-links';
import { verifyToken } from '../lib/links/signed-token';
import { sendOnce } from '../lib/mail/send-once';
import { getShopSettings } from '../settings';
import { markUnsubscribed, suppressAddress } from './newsletter-repository';

/**
 * POST /api/newsletter/unsubscribe/{token}: the signed link's address leaves the list within this request.
 * The body is the one-click form RFC 8058 has mail clients send (`List-Unsubscribe=One-Click`), which the
 * unsubscribe page's button sends too; a GET (a link scanner) never unsubscribes. A tampered or expired
 * link is a 404; unsubscribing twice answers the same.
 */
export const ONE_CLICK_BODY = 'List-Unsubscribe=One-Click';

export async function unsubscribe(token: string, body: string | undefined, now = new Date()): Promise<NewsletterUnsubscribed> {
  if (body?.trim() !== ONE_CLICK_BODY) throw invalid(`The request body must be ${ONE_CLICK_BODY}`);
  const email = await verifyToken('unsubscribe', token);
  if (!email) throw notFound('Subscription');
  await markUnsubscribed(email, now.toISOString());
  // Also an address never on the list (a checkout reminder's link): nothing more goes to it.
  await suppressAddress(email, now.toISOString());
  return { unsubscribed: true };
}

/** The welcome mail of a new sign-up, once per consent, in the language of the form she signed up on. */
export async function sendWelcome(email: string, consentAt: string, language: Language = 'en'): Promise<void> {
  await sendOnce(`newsletter-${email}-welcome-${consentAt}`, async () =>
    newsletterWelcome(email, await getShopSettings(), await unsubscribeUrls(email, language), language),
  );
}
