import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderPage } from '@crystal/shared/schemas/admin-orders';
import type { OrderStatus } from '@crystal/shared/schemas/order';
import { adminApi } from './admin-request';

export type OrdersFilter = { status?: OrderStatus; from?: string; to?: string; cursor?: string };

function toQuery(filter: OrdersFilter): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(filter)) if (v) params.set(k, v);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const getOrders = (filter: OrdersFilter, signal?: AbortSignal) =>
  adminApi.get<AdminOrderPage>(`/api/admin/orders${toQuery(filter)}`, signal);

export const ordersQuery = (filter: OrdersFilter = {}) =>
  queryOptions({
    queryKey: ['admin', 'orders', filter],
    queryFn: ({ signal }) => getOrders(filter, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useOrders = (filter: OrdersFilter) => useQuery(ordersQuery(filter));
