import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@crystal/shared/schemas/product';
import { api } from '@/lib/api-client';
import { apiPath } from '@/lib/api-path';
import { useHydrated } from '@/lib/use-hydrated';

export const getWishlist = (signal?: AbortSignal) => api.get<Product[]>(apiPath('listWishlist'), { signal });

/** The session's saved pieces; kept fresh because the heart on any page changes them. */
export const wishlistQuery = () =>
  queryOptions({ queryKey: [apiPath('listWishlist')], queryFn: ({ signal }) => getWishlist(signal), staleTime: 0 });

/**
 * The session's saved pieces. The server draws pages without a session, so while the app takes over a page that
 * arrived as HTML it reads none either (its first render is the server's, whenever the answer comes in);
 * from then on, the session's.
 */
export function useWishlist() {
  const query = useQuery(wishlistQuery());
  const hydrated = useHydrated();
  return hydrated ? query : ({ ...query, data: undefined } as typeof query);
}

export const isSaved = (list: Product[] | undefined, productId: number) => (list ?? []).some((p) => p.id === productId);
