import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderPage, BalanceFilter } from '@crystal/shared/schemas/admin-orders';
import type { OrderStatus } from '@crystal/shared/schemas/order';
import { withQuery } from '@/lib/api-path';
import { adminApiPath } from './admin-path';
import { adminApi } from './admin-request';

/** `statuses` empty or absent: every order. `q`: an order number, or part of a name or email. */
export type OrdersFilter = { statuses?: readonly OrderStatus[]; balance?: BalanceFilter; q?: string; from?: string; to?: string; cursor?: string };

export const getOrders = ({ statuses, ...filter }: OrdersFilter, signal?: AbortSignal) =>
  adminApi.get<AdminOrderPage>(withQuery(adminApiPath('adminListOrders'), { ...filter, status: statuses?.join(',') }), signal);

export const ordersQuery = (filter: OrdersFilter = {}) =>
  queryOptions({
    queryKey: ['admin', 'orders', filter],
    queryFn: ({ signal }) => getOrders(filter, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useOrders = (filter: OrdersFilter) => useQuery(ordersQuery(filter));
