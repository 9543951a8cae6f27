import { OFFER } from '@crystal/shared/constants/ai';

/**
 * The personalised offer of a session: pk SESSION#<sid>, sk OFFER. Valid for OFFER.validMinutes from issue,
 * usable by one order. The item itself is kept (TTL `expiresAt`) for 30 days so a session gets one offer only.
 */
export type OfferItem = {
  pk: string;
  sk: 'OFFER';
  type: 'offer';
  sessionId: string;
  productId: number;
  percentOff: number;
  issuedAt: number;
  validUntil: number;
  consumedAt?: number;
  orderId?: number;
  expiresAt: number;
};

export const offerKey = (sessionId: string) => ({ pk: `SESSION#${sessionId}`, sk: 'OFFER' as const });
export const OFFER_KEEP_SECONDS = 30 * 24 * 3600;

export function newOffer(sessionId: string, productId: number, now: number): OfferItem {
  const validUntil = now + OFFER.validMinutes * 60_000;
  return {
    ...offerKey(sessionId),
    type: 'offer',
    sessionId,
    productId,
    percentOff: OFFER.percentOff,
    issuedAt: now,
    validUntil,
    expiresAt: Math.floor(validUntil / 1000) + OFFER_KEEP_SECONDS,
  };
}

export const isActive = (offer: OfferItem | undefined, now: number): offer is OfferItem =>
  Boolean(offer && offer.consumedAt === undefined && offer.validUntil > now);
