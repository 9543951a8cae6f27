import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPath, withQuery } from '@/lib/api-path';
import type { ListedProduct } from '../lib/listing-filters';

export type ProductsQuery = { category?: string; search?: string };

export function getProducts(query: ProductsQuery, signal?: AbortSignal) {
  return api.get<ListedProduct[]>(withQuery(apiPath('listProducts'), { category: query.category, search: query.search }), { signal });
}

export const productsQuery = (query: ProductsQuery) =>
  queryOptions({
    queryKey: [apiPath('listProducts'), { category: query.category ?? '', search: query.search ?? '' }],
    queryFn: ({ signal }) => getProducts(query, signal),
  });

export const useProducts = (query: ProductsQuery) => useQuery({ ...productsQuery(query), placeholderData: keepPreviousData });
