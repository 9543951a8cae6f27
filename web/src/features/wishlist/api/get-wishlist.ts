import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@crystal/shared/schemas/product';
import { api } from '@/lib/api-client';
import { apiPath } from '@/lib/api-path';

export const getWishlist = (signal?: AbortSignal) => api.get<Product[]>(apiPath('listWishlist'), { signal });

/** The session's saved pieces; kept fresh because the heart on any page changes them. */
export const wishlistQuery = () =>
  queryOptions({ queryKey: [apiPath('listWishlist')], queryFn: ({ signal }) => getWishlist(signal), staleTime: 0 });

export const useWishlist = () => useQuery(wishlistQuery());

export const isSaved = (list: Product[] | undefined, productId: number) => (list ?? []).some((p) => p.id === productId);
