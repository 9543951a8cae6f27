import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionOffer } from '@crystal/shared/schemas/ai';
import { api } from '@/lib/api-client';
import { apiPath } from '@/lib/api-path';

export const getSessionOffer = (signal?: AbortSignal) => api.get<SessionOffer>(apiPath('aiOffer'), { signal });

/** The session's active 15% offer (or null): what the order total will take off, for the checkout summary. */
export const sessionOfferQuery = () =>
  queryOptions({
    queryKey: [apiPath('aiOffer')],
    queryFn: ({ signal }) => getSessionOffer(signal),
    staleTime: 0,
  });

export const useSessionOffer = () => useQuery(sessionOfferQuery());
