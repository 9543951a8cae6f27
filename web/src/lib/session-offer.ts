import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionOffer } from '@crystal/shared/schemas/ai';
import { api } from '@/lib/api-client';
import { aiApiPath } from '@/lib/api-paths/ai-path';

export const getSessionOffer = (signal?: AbortSignal) => api.get<SessionOffer>(aiApiPath('aiOffer'), { signal });

/** The session's active 15% offer (or null): the AI guide's nudges and the checkout summary read this one query. */
export const sessionOfferQuery = () =>
  queryOptions({
    queryKey: [aiApiPath('aiOffer')],
    queryFn: ({ signal }) => getSessionOffer(signal),
    staleTime: 0,
  });

export const useSessionOffer = () => useQuery(sessionOfferQuery());
