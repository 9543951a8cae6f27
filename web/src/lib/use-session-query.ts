import { useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useHydrated } from './use-hydrated';

/**
 * What the server drew with: no session read at all. Its fields are the ones a reader of a session read
 * looks at (`data`, `isPending`, `isError`, `error`, `status`).
 */
const AS_THE_SERVER_DREW = Object.freeze({ data: undefined, error: null, isPending: true, isLoading: false, isError: false, isSuccess: false, status: 'pending', fetchStatus: 'idle' });

/**
 * A read of the shopper's session (the cart, the saved pieces). The server draws pages without a session,
 * so while the app takes over a page that arrived as HTML this reads as the server drew (nothing) and asks
 * nothing; from then on, the session's. That holds for a part React takes over late too (its code came
 * after the app was in charge, and the session's read may be in the cache by then): `useHydrated` is false
 * while it is taken over, so it is drawn as the server drew it, then with the session's read. The result
 * is react-query's own once in charge, so a reader draws again only for the fields it reads.
 */
export function useSessionQuery<T, K extends QueryKey>(options: UseQueryOptions<T, Error, T, K>): UseQueryResult<T> {
  const hydrated = useHydrated();
  const result = useQuery({ ...options, enabled: hydrated ? options.enabled : false });
  return hydrated ? result : (AS_THE_SERVER_DREW as unknown as UseQueryResult<T>);
}
