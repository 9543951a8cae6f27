import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPath, withQuery } from '@/lib/api-path';
import { currentLocale } from '@/i18n/i18n';
import type { ListedProduct } from '../lib/listing-filters';

export type ProductsQuery = { category?: string; search?: string };

/**
 * The listing, or a search in it. A search from the French site says so (`lang=fr`) and reads the
 * approved French beside the English; the English site's requests are exactly as they were.
 */
export function getProducts(query: ProductsQuery, signal?: AbortSignal) {
  const lang = query.search && currentLocale() === 'fr' ? 'fr' : undefined;
  return api.get<ListedProduct[]>(withQuery(apiPath('listProducts'), { category: query.category, search: query.search, lang }), { signal });
}

export const productsQuery = (query: ProductsQuery) =>
  queryOptions({
    queryKey: [apiPath('listProducts'), { category: query.category ?? '', search: query.search ?? '' }],
    queryFn: ({ signal }) => getProducts(query, signal),
  });

export const useProducts = (query: ProductsQuery) => useQuery({ ...productsQuery(query), placeholderData: keepPreviousData });
