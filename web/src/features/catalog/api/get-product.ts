import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ListedProduct } from '../lib/listing-filters';

export const getProduct = (id: number, signal?: AbortSignal) => api.get<ListedProduct>(`/api/products/${id}`, { signal });

export const productQuery = (id: number) =>
  queryOptions({ queryKey: ['/api/products', id], queryFn: ({ signal }) => getProduct(id, signal) });

/** SPEC.md section 5: a non-numeric id makes no request (pass undefined). */
export const useProduct = (id: number | undefined) =>
  useQuery({ ...productQuery(id ?? 0), enabled: id !== undefined });
