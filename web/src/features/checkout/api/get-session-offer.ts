import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionOffer } from '@crystal/shared/schemas/ai';
import { api } from '@/lib/api-client';
import { apiPath } from '@/lib/api-path';

export const getSessionOffer = (signal?: AbortSignal) => api.get<SessionOffer>(apiPath('aiOffer'), { signal });

/** The session's active personalised offer, which the server applies to the order (read fresh on checkout). */
export const sessionOfferQuery = () =>
  queryOptions({ queryKey: [apiPath('aiOffer')], queryFn: ({ signal }) => getSessionOffer(signal), staleTime: 0 });

export const useSessionOffer = () => useQuery(sessionOfferQuery());

/** The offer's discount on a subtotal, in whole cents: the server's rule (functions/src/offers/offer-pricing.ts). */
export function offerDiscountCents(subtotalCents: number, percentOff: number | undefined): number {
  return percentOff ? Math.round((subtotalCents * percentOff) / 100) : 0;
}
