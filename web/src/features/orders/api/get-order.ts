import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@crystal/shared/schemas/order';
import { api } from '@/lib/api-client';
import { apiPath } from '@/lib/api-path';

export const getOrder = (id: number, signal?: AbortSignal) => api.get<Order>(apiPath('getOrder', { id }), { signal });

/** POLL_MS: how often a pending order is read again until the payment is confirmed. */
export const ORDER_POLL_MS = 2000;

/** The session's order; followed (refetchInterval) while it is pending. */
export const orderQuery = (id: number) =>
  queryOptions({
    queryKey: [apiPath('createOrder'), id],
    queryFn: ({ signal }) => getOrder(id, signal),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? ORDER_POLL_MS : false),
  });

export const useOrder = (id: number | undefined) => useQuery({ ...orderQuery(id ?? 0), enabled: id !== undefined });
