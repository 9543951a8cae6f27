import type { OfferItem } from './offer-item';
import { getOffer, issueOffer } from './offer-repository';
import { claimClientOfferDay, clientHadOfferToday, getSessionActivity } from './session-activity';

/**
 * The server decides offers (docs/decisions: limits key on the client; discounts are granted on what
 * the server recorded, never on a client's request). A session qualifies for the offer on a piece when
 * the server recorded it viewing that piece, it has been on the shop at least MIN_SECONDS_ON_SHOP by
 * the server's clock, and its client address has not had its offer today.
 */
export const MIN_SECONDS_ON_SHOP = 10;

export async function offerEligible(sessionId: string, client: string, productId: number, now = Date.now()): Promise<boolean> {
  const [activity, taken] = await Promise.all([getSessionActivity(sessionId), clientHadOfferToday(client, now)]);
  if (!activity || taken) return false;
  return activity.viewed.has(productId) && now - activity.firstSeenAt >= MIN_SECONDS_ON_SHOP * 1000;
}

/** Issues the session's offer on the piece when it qualifies; an offer it holds already is returned as is. */
export async function decideOffer(
  sessionId: string,
  client: string,
  productId: number,
  now = Date.now(),
): Promise<{ issued: boolean; offer: OfferItem | undefined }> {
  const existing = await getOffer(sessionId);
  if (existing) return { issued: false, offer: existing };
  if (!(await offerEligible(sessionId, client, productId, now))) return { issued: false, offer: undefined };
  if (!(await claimClientOfferDay(client, now))) return { issued: false, offer: undefined };
  return issueOffer(sessionId, productId, now);
}
