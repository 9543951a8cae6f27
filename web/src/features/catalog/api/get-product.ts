import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPath } from '@/lib/api-path';
import type { ListedProduct } from '../lib/listing-filters';

export const getProduct = (id: number, signal?: AbortSignal) => api.get<ListedProduct>(apiPath('getProduct', { id }), { signal });

export const productQuery = (id: number) =>
  queryOptions({ queryKey: [apiPath('listProducts'), id], queryFn: ({ signal }) => getProduct(id, signal) });
