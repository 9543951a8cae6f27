import { useQueryClient, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';

/**
 * Starts a query during render, before the component that reads it has loaded (it sits behind a lazy
 * import). Skipped when the query already has any state, so it never refetches what is cached or in
 * flight; `undefined` skips it (e.g. an address that makes no request).
 */
export function usePrefetch<T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K> | undefined) {
  const client = useQueryClient();
  if (options && !client.getQueryState(options.queryKey)) void client.prefetchQuery(options);
}
