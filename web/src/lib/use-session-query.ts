import { useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useHydrated } from './use-hydrated';

/**
 * A read of the shopper's session (the cart, the saved pieces). The server draws pages without a session,
 * so while the app takes over a page that arrived as HTML this reads nothing either (its first render is
 * the server's: no session read is in the cache the page came with) and asks nothing; from then on, the
 * session's. The result is react-query's own, so a reader draws again only for the fields it reads.
 */
export function useSessionQuery<T, K extends QueryKey>(options: UseQueryOptions<T, Error, T, K>): UseQueryResult<T> {
  const hydrated = useHydrated();
  return useQuery({ ...options, enabled: hydrated ? options.enabled : false });
}
