import { QueryClient } from '@tanstack/react-query';
import { api } from './api-client';
import type { ApiPath } from './api-path';

/**
 * docs/decisions/0021-constants-and-timings.md client defaults: no retries, no refetch on focus, no polling, data never stale
 * (queries that must be fresh, like the cart, set staleTime 0 themselves). The default fetcher GETs
 * the query key's path (API query keys start with the apiPath they fetch).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
        queryFn: ({ queryKey, signal }) => api.get(String(queryKey[0]) as ApiPath, { signal }),
      },
      mutations: { retry: false },
    },
  });
}
