import { createHmac, timingSafeEqual } from 'node:crypto';
import { linkSecret } from './link-secret';

/**
 * Signed, unguessable tokens for links sent by email (the order's status page, newsletter unsubscribe, a quote to pay):
 * `<subject base64url>.<expiry epoch seconds>.<HMAC-SHA256>`, the HMAC keyed by the link secret over the
 * purpose, subject and expiry. A token of another purpose, altered, respelt (a leading zero in the expiry), or
 * past its expiry verifies as nothing.
 */
export type LinkPurpose = 'order' | 'unsubscribe' | 'newsletter-confirm' | 'quote' | 'checkout-resume' | 'review';

const DAY_SECONDS = 86_400;

function mac(secret: string, purpose: LinkPurpose, subject: string, exp: number): Buffer {
  return createHmac('sha256', secret).update(`${purpose}\n${subject}\n${exp}`).digest();
}

export async function signToken(purpose: LinkPurpose, subject: string, validDays: number, now = Date.now()): Promise<string> {
  return signTokenUntil(purpose, subject, new Date(Math.floor(now / 1000) * 1000 + validDays * DAY_SECONDS * 1000));
}

/** A token valid up to an instant (to the second), e.g. the end of a quote's last day. */
export async function signTokenUntil(purpose: LinkPurpose, subject: string, until: Date): Promise<string> {
  const exp = Math.floor(until.getTime() / 1000);
  const sig = mac(await linkSecret(), purpose, subject, exp).toString('base64url');
  return `${Buffer.from(subject, 'utf8').toString('base64url')}.${exp}.${sig}`;
}

/** The subject of a valid, unexpired token of this purpose; undefined for anything else. */
export async function verifyToken(purpose: LinkPurpose, token: string, now = Date.now()): Promise<string | undefined> {
  // One spelling of the expiry too: decimal with no leading zero.
  const match = /^([A-Za-z0-9_-]{1,400})\.([1-9]\d{0,11})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const [, subjectPart, expPart, sigPart] = match as unknown as [string, string, string, string];
  const exp = Number(expPart);
  if (exp * 1000 < now) return undefined;
  const subject = Buffer.from(subjectPart, 'base64url').toString('utf8');
  // Only the one canonical spelling verifies: base64url's last character carries bits a decoder ignores,
  // so comparing decoded bytes would let an altered token (or subject) through.
  if (Buffer.from(subject, 'utf8').toString('base64url') !== subjectPart) return undefined;
  const expected = Buffer.from(mac(await linkSecret(), purpose, subject, exp).toString('base64url'));
  const given = Buffer.from(sigPart);
  return given.length === expected.length && timingSafeEqual(given, expected) ? subject : undefined;
}
