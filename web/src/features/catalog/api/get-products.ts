import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ListedProduct } from '../lib/listing-filters';

export type ProductsQuery = { category?: string; search?: string };

export function getProducts(query: ProductsQuery, signal?: AbortSignal) {
  const params = new URLSearchParams();
  if (query.category) params.set('category', query.category);
  if (query.search) params.set('search', query.search);
  const qs = params.toString();
  return api.get<ListedProduct[]>(`/api/products${qs ? `?${qs}` : ''}`, { signal });
}

export const productsQuery = (query: ProductsQuery) =>
  queryOptions({
    queryKey: ['/api/products', { category: query.category ?? '', search: query.search ?? '' }],
    queryFn: ({ signal }) => getProducts(query, signal),
  });

export const useProducts = (query: ProductsQuery) => useQuery({ ...productsQuery(query), placeholderData: keepPreviousData });
