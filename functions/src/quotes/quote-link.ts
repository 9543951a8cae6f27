import { signTokenUntil, verifyToken } from '../lib/links/signed-token';

/** Which payment a link opens: the first one (the deposit, or the whole quote) or the balance. */
export type LinkKind = 'pay' | 'balance';

/** A balance link stays valid this long after she sends it. */
export const BALANCE_LINK_DAYS = 60;

const DAY_MS = 86_400_000;

/**
 * The quote's signed link token: subject `<quoteId>.<kind>`, purpose `quote`, valid until `until`. An
 * altered, expired or other-purpose token reads as nothing (404); the stored quote says whether it is paid.
 */
export function signQuoteToken(quoteId: number, kind: LinkKind, until: Date): Promise<string> {
  return signTokenUntil('quote', `${quoteId}.${kind}`, until);
}

/** Until when a balance link sent now is valid. */
export const balanceLinkUntil = (now = Date.now()) => new Date(now + BALANCE_LINK_DAYS * DAY_MS);

export async function readQuoteToken(token: string, now = Date.now()): Promise<{ quoteId: number; kind: LinkKind } | undefined> {
  const subject = await verifyToken('quote', token, now);
  const m = subject && /^([1-9]\d{0,11})\.(pay|balance)$/.exec(subject);
  return m ? { quoteId: Number(m[1]), kind: m[2] as LinkKind } : undefined;
}
