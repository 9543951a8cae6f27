import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@crystal/shared/schemas/product';
import { api } from '@/lib/api-client';

export const getFeaturedProducts = (signal?: AbortSignal) => api.get<Product[]>('/api/products/featured', { signal });

export const featuredProductsQuery = () =>
  queryOptions({ queryKey: ['/api/products/featured'], queryFn: ({ signal }) => getFeaturedProducts(signal) });

export const useFeaturedProducts = () => useQuery(featuredProductsQuery());
