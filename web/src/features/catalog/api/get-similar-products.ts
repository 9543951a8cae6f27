import { queryOptions, useQuery } from '@tanstack/react-query';
import { UI_LIMITS } from '@/config/ui-timing';
import { api } from '@/lib/api-client';
import { apiPath, withQuery } from '@/lib/api-path';
import type { ListedProduct } from '../lib/listing-filters';

/** The product list of one collection, 4 at most (docs/decisions/0023-entities-and-calls.md). */
export const getSimilarProducts = (categoryId: number, signal?: AbortSignal) =>
  api.get<ListedProduct[]>(withQuery(apiPath('listProducts'), { categoryId, limit: UI_LIMITS.similarProductsRequested }), { signal });

export const similarProductsQuery = (categoryId: number) =>
  queryOptions({
    queryKey: [apiPath('listProducts'), { categoryId, limit: UI_LIMITS.similarProductsRequested }],
    queryFn: ({ signal }) => getSimilarProducts(categoryId, signal),
  });

/** Up to 3 pieces from the same collection, the current one excluded. */
export function useSimilarProducts(categoryId: number, currentId: number) {
  return useQuery({
    ...similarProductsQuery(categoryId),
    select: (list) => list.filter((p) => p.id !== currentId).slice(0, UI_LIMITS.similarProductsShown),
  });
}
