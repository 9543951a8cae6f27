import * as z from '@crystal/shared/zod';
import { readEnv } from '../env';
import { languagePrefix } from '@crystal/shared/product-page';
import type { Language } from '@crystal/shared/schemas/language';
import { signToken } from './signed-token';

const env = readEnv({
  PUBLIC_ORIGIN: z.optional(z.string().check(z.url())),
  BASE_PATH: z._default(z.string(), '/shop/'),
});

/** Order links stay valid for two years (returns, warranty claims); unsubscribe links for a year. */
export const ORDER_LINK_DAYS = 730;
export const UNSUBSCRIBE_LINK_DAYS = 365;
/** A checkout reminder's link brings the cart back for two weeks. */
export const CHECKOUT_RESUME_LINK_DAYS = 14;
/** A newsletter confirmation link works for a week; signing up again sends a new one. */
export const NEWSLETTER_CONFIRM_LINK_DAYS = 7;

const base = () => `${env.PUBLIC_ORIGIN ?? 'http://127.0.0.1:3000'}${env.BASE_PATH.endsWith('/') ? env.BASE_PATH : `${env.BASE_PATH}/`}`;

/** An absolute address on the shop's site, e.g. siteUrl('returns'), siteUrl('returns', 'fr') (French under `{base}fr/`). */
export const siteUrl = (page: string, language?: Language) => `${base()}${languagePrefix(language)}${page}`;

/** The order's status page, opened by its signed link on any device with no session, in the order's language. */
export async function orderStatusUrl(orderId: number, language?: Language): Promise<string> {
  const key = await signToken('order', String(orderId), ORDER_LINK_DAYS);
  return `${siteUrl('order-confirmation', language)}?order_id=${orderId}&key=${key}`;
}

/** The one-click unsubscribe page, in the reader's language (the List-Unsubscribe header posts to the API address). */
export async function unsubscribeUrls(email: string, language?: Language): Promise<{ page: string; oneClick: string }> {
  const token = await signToken('unsubscribe', email, UNSUBSCRIBE_LINK_DAYS);
  const origin = env.PUBLIC_ORIGIN ?? 'http://127.0.0.1:3000';
  return { page: `${siteUrl('unsubscribe', language)}?token=${token}`, oneClick: `${origin}/api/newsletter/unsubscribe/${token}` };
}

/**
 * The page that confirms a pending newsletter sign-up, in the language of the form: its token names the
 * sign-up (`<requestId> <email>`), so a link from before an opt-out or a newer sign-up confirms nothing.
 */
export async function newsletterConfirmUrl(email: string, requestId: string, language?: Language): Promise<string> {
  const token = await signToken('newsletter-confirm', `${requestId} ${email}`, NEWSLETTER_CONFIRM_LINK_DAYS);
  return `${siteUrl('newsletter/confirm', language)}?token=${token}`;
}
/** A quote's page, `{base}quote/{token}` (French under `{base}fr/`): the signed token is the credential. */
export const quoteUrl = (token: string, language?: Language) => siteUrl(`quote/${token}`, language);

/** An unfinished checkout's reminder link, `{base}checkout/resume/{token}` (French under `{base}fr/`): the signed token names the order. */
export async function checkoutResumeUrl(orderId: number, language?: Language): Promise<string> {
  const token = await signToken('checkout-resume', String(orderId), CHECKOUT_RESUME_LINK_DAYS);
  return siteUrl(`checkout/resume/${token}`, language);
}

/** An address on the site made absolute for a mail: `/media/...` under the origin, a page under the base path. */
export function absoluteUrl(pathOrUrl: string): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  return pathOrUrl.startsWith('/') ? `${env.PUBLIC_ORIGIN ?? 'http://127.0.0.1:3000'}${pathOrUrl}` : `${base()}${pathOrUrl}`;
}
