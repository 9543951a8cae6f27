import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@crystal/shared/schemas/product';
import { api } from '@/lib/api-client';
import { apiPath } from '@/lib/api-path';

export const getFeaturedProducts = (signal?: AbortSignal) => api.get<Product[]>(apiPath('listFeatured'), { signal });

export const featuredProductsQuery = () =>
  queryOptions({ queryKey: [apiPath('listFeatured')], queryFn: ({ signal }) => getFeaturedProducts(signal) });

export const useFeaturedProducts = () => useQuery(featuredProductsQuery());
