import { useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useHydrated } from './use-hydrated';

/**
 * A read of the shopper's session (the cart, the saved pieces). The server draws pages without a session,
 * so while the app takes over a page that arrived as HTML this reads nothing either (its first render is
 * the server's, whenever the answer comes in); from then on, the session's.
 */
export function useSessionQuery<T, K extends QueryKey>(options: UseQueryOptions<T, Error, T, K>): UseQueryResult<T> {
  const query = useQuery(options);
  const hydrated = useHydrated();
  return hydrated ? query : ({ ...query, data: undefined } as UseQueryResult<T>);
}
