import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPath } from '@/lib/api-path';
import type { ListedProduct } from '../lib/listing-filters';

export const getProduct = (id: number, signal?: AbortSignal) => api.get<ListedProduct>(apiPath('getProduct', { id }), { signal });

export const productQuery = (id: number) =>
  queryOptions({ queryKey: [apiPath('listProducts'), id], queryFn: ({ signal }) => getProduct(id, signal) });

/** docs/decisions/0022-validation-rules.md: a non-numeric id makes no request (pass undefined). */
export const useProduct = (id: number | undefined) =>
  useQuery({ ...productQuery(id ?? 0), enabled: id !== undefined });
