import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderDetail } from '@crystal/shared/schemas/admin-orders';
import { adminApi } from './admin-request';
import { adminApiPath } from './admin-path';

export const getOrder = (id: number, signal?: AbortSignal) => adminApi.get<AdminOrderDetail>(adminApiPath('adminGetOrder', { id }), signal);

export const orderQuery = (id: number) =>
  queryOptions({ queryKey: ['admin', 'order', id], queryFn: ({ signal }) => getOrder(id, signal), staleTime: 0 });

export const useOrder = (id: number) => useQuery(orderQuery(id));
