import { queryOptions } from '@tanstack/react-query';
import type { Product } from '@crystal/shared/schemas/product';
import { api } from '@/lib/api-client';
import { apiPath } from '@/lib/api-path';
import { useSessionQuery } from '@/lib/use-session-query';

export const getWishlist = (signal?: AbortSignal) => api.get<Product[]>(apiPath('listWishlist'), { signal });

/** The session's saved pieces; kept fresh because the heart on any page changes them. */
export const wishlistQuery = () =>
  queryOptions({ queryKey: [apiPath('listWishlist')], queryFn: ({ signal }) => getWishlist(signal), staleTime: 0 });

/** The session's saved pieces; none while the app takes over a page the server drew (use-session-query.ts). */
export const useWishlist = () => useSessionQuery(wishlistQuery());

export const isSaved = (list: Product[] | undefined, productId: number) => (list ?? []).some((p) => p.id === productId);
