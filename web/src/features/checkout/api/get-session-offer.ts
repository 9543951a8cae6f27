import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionOffer } from '@crystal/shared/schemas/ai';
import { decimalStringToCents } from '@crystal/shared/money';
import { api } from '@/lib/api-client';

export const getSessionOffer = (signal?: AbortSignal) => api.get<SessionOffer>('/api/ai/offer', { signal });

/** The session's active personalised offer, which the server applies to the order (read fresh on checkout). */
export const sessionOfferQuery = () =>
  queryOptions({ queryKey: ['/api/ai/offer'], queryFn: ({ signal }) => getSessionOffer(signal), staleTime: 0 });

export const useSessionOffer = () => useQuery(sessionOfferQuery());

/** What the checkout needs of the offer: how much off, and the piece it was offered on. */
export type OfferTerms = { percentOff: number; productId: number };

/**
 * The offer's discount in whole cents: a percentage of the lines of the piece it was offered on, the
 * server's rule (functions/src/offers/offer-pricing.ts).
 */
export function offerDiscountCents(
  items: readonly { quantity: number; product: { id: number; price: string } }[],
  offer: OfferTerms | undefined,
): number {
  if (!offer) return 0;
  const base = items
    .filter((i) => i.product.id === offer.productId)
    .reduce((sum, i) => sum + decimalStringToCents(i.product.price) * i.quantity, 0);
  return Math.round((base * offer.percentOff) / 100);
}
