import { signTokenUntil, verifyToken } from '../lib/links/signed-token';

/** Which payment a link opens: the first one (the deposit, or the whole quote) or the balance. */
export type LinkKind = 'pay' | 'balance';

/** A balance link stays valid this long after she sends it. */
export const BALANCE_LINK_DAYS = 60;

const DAY_MS = 86_400_000;

/**
 * The quote's signed link token: subject `<quoteId>.<kind>` for the first version of its links, then
 * `<quoteId>.<kind>.<version>` once she has edited it; purpose `quote`, valid until `until`. An altered,
 * expired or other-purpose token reads as nothing (404); the stored quote says whether it is paid, and
 * whether the link's version is still the valid one (410 when not).
 */
export function signQuoteToken(quoteId: number, kind: LinkKind, until: Date, version = 1): Promise<string> {
  return signTokenUntil('quote', version === 1 ? `${quoteId}.${kind}` : `${quoteId}.${kind}.${version}`, until);
}

/** Until when a balance link sent now is valid. */
export const balanceLinkUntil = (now = Date.now()) => new Date(now + BALANCE_LINK_DAYS * DAY_MS);

export async function readQuoteToken(token: string, now = Date.now()): Promise<{ quoteId: number; kind: LinkKind; version: number } | undefined> {
  const subject = await verifyToken('quote', token, now);
  const m = subject && /^([1-9]\d{0,11})\.(pay|balance)(?:\.([1-9]\d{0,5}))?$/.exec(subject);
  return m ? { quoteId: Number(m[1]), kind: m[2] as LinkKind, version: m[3] ? Number(m[3]) : 1 } : undefined;
}
