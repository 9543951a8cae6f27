import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminProduct } from '@crystal/shared/schemas/admin-product';
import { adminApi } from './admin-request';
import { adminApiPath } from './admin-path';

export const getAdminProduct = (id: number, signal?: AbortSignal) =>
  adminApi.get<AdminProduct>(adminApiPath('adminGetProduct', { id }), signal);

export const adminProductQuery = (id: number) =>
  queryOptions({ queryKey: ['admin', 'product', id], queryFn: ({ signal }) => getAdminProduct(id, signal), staleTime: 0 });

export const useAdminProduct = (id: number | undefined) =>
  useQuery({ ...adminProductQuery(id ?? 0), enabled: id !== undefined });
