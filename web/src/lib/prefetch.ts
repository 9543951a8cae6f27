import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Starts a query ahead of the component that reads it (which is still loading its code). Skipped when
 * the query already has any state, so it never refetches what is cached or in flight; `undefined`
 * skips it (e.g. an address that makes no request). `onData` runs once the data is in, e.g. to start
 * the page's main image before the page's code has arrived.
 */
export function prefetch<T, K extends QueryKey>(
  client: QueryClient,
  options: FetchQueryOptions<T, Error, T, K> | undefined,
  onData?: (data: T) => void,
): void {
  if (!options || client.getQueryState(options.queryKey)) return;
  void client.prefetchQuery(options).then(() => {
    const data = client.getQueryData<T>(options.queryKey);
    if (data !== undefined) onData?.(data);
  });
}
