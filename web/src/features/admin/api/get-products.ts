import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminProduct } from '@crystal/shared/schemas/admin-product';
import { adminApi } from './admin-request';
import { adminApiPath } from './admin-path';

export const getAdminProducts = (signal?: AbortSignal) => adminApi.get<AdminProduct[]>(adminApiPath('adminListProducts'), signal);

export const adminProductsQuery = () =>
  queryOptions({ queryKey: ['admin', 'products'], queryFn: ({ signal }) => getAdminProducts(signal), staleTime: 0 });

export const useAdminProducts = () => useQuery(adminProductsQuery());
