import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS } from '@crystal/shared/constants';
import { api } from '@/lib/api-client';
import type { ListedProduct } from '../lib/listing-filters';

/** GET /api/products?categoryId=X&limit=4 (SPEC.md section 7). */
export const getSimilarProducts = (categoryId: number, signal?: AbortSignal) =>
  api.get<ListedProduct[]>(`/api/products?categoryId=${categoryId}&limit=${LIMITS.similarProductsRequested}`, { signal });

export const similarProductsQuery = (categoryId: number) =>
  queryOptions({
    queryKey: ['/api/products', { categoryId, limit: LIMITS.similarProductsRequested }],
    queryFn: ({ signal }) => getSimilarProducts(categoryId, signal),
  });

/** Up to 3 pieces from the same collection, the current one excluded. */
export function useSimilarProducts(categoryId: number, currentId: number) {
  return useQuery({
    ...similarProductsQuery(categoryId),
    select: (list) => list.filter((p) => p.id !== currentId).slice(0, LIMITS.similarProductsShown),
  });
}
