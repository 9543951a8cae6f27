import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionOffer } from '@crystal/shared/schemas/ai';
import { api } from '@/lib/api-client';

export const getSessionOffer = (signal?: AbortSignal) => api.get<SessionOffer>('/api/ai/offer', { signal });

/** The session's active 15% offer (or null): the AI guide's nudges and the checkout summary read this one query. */
export const sessionOfferQuery = () =>
  queryOptions({
    queryKey: ['/api/ai/offer'],
    queryFn: ({ signal }) => getSessionOffer(signal),
    staleTime: 0,
  });

export const useSessionOffer = () => useQuery(sessionOfferQuery());
