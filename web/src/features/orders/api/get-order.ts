import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@crystal/shared/schemas/order';
import type { OrderFulfilment, OrderStatusView } from '@crystal/shared/schemas/order-tracking';
import { api } from '@/lib/api-client';
import { ordersApiPath } from '@/lib/api-paths/orders-path';

/** The session's order, with what happened to it after payment. */
export type ShopperOrder = Order & OrderFulfilment & { shop?: OrderStatusView['shop'] };

export const getOrder = (id: number, signal?: AbortSignal) => api.get<ShopperOrder>(ordersApiPath('getOrder', { id }), { signal });

/** The order opened from the signed link in its emails: no session needed, any device. */
export const getOrderByLink = (key: string, signal?: AbortSignal) =>
  api.get<OrderStatusView>(ordersApiPath('getOrderByLink', { token: key }), { signal });

/** POLL_MS: how often a pending order is read again until the payment is confirmed. */
export const ORDER_POLL_MS = 2000;

/** The session's order; followed (refetchInterval) while it is pending. */
export const orderQuery = (id: number) =>
  queryOptions({
    queryKey: [ordersApiPath('createOrder'), id],
    queryFn: ({ signal }) => getOrder(id, signal),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? ORDER_POLL_MS : false),
  });

export const useOrder = (id: number | undefined) => useQuery({ ...orderQuery(id ?? 0), enabled: id !== undefined });

export const useOrderByLink = (key: string | undefined) =>
  useQuery({
    queryKey: ['getOrderByLink', key],
    queryFn: ({ signal }) => getOrderByLink(key!, signal),
    enabled: key !== undefined,
    retry: false,
  });
