import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminProduct } from '@crystal/shared/schemas/admin-product';
import { adminApi } from './admin-request';

export const getAdminProducts = (signal?: AbortSignal) => adminApi.get<AdminProduct[]>('/api/admin/products', signal);

export const adminProductsQuery = () =>
  queryOptions({ queryKey: ['admin', 'products'], queryFn: ({ signal }) => getAdminProducts(signal), staleTime: 0 });

export const useAdminProducts = () => useQuery(adminProductsQuery());
