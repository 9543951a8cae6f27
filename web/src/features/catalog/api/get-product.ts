import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPath } from '@/lib/api-path';
import type { ListedProduct } from '../lib/listing-filters';

export const getProduct = (id: number, signal?: AbortSignal) => api.get<ListedProduct>(apiPath('getProduct', { id }), { signal });

/**
 * How old a piece's read may be before its page reads it again. A page that arrived as HTML carries the
 * read it was drawn from, with its time: fresh from the catalog function, the app asks nothing more; a
 * copy CloudFront kept for a few minutes is read afresh once taken over, so its stock is today's.
 */
export const PRODUCT_FRESH_MS = 60_000;

export const productQuery = (id: number) =>
  queryOptions({ queryKey: [apiPath('listProducts'), id], queryFn: ({ signal }) => getProduct(id, signal), staleTime: PRODUCT_FRESH_MS });
