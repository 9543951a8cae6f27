import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderDetail } from '@crystal/shared/schemas/admin-orders';
import type { Carrier } from '@crystal/shared/carriers';
import type { OrderStatus } from '@crystal/shared/schemas/order';
import { adminApi } from './admin-request';
import { orderQuery } from './get-order';
import { ordersQuery } from './get-orders';
import { overviewQuery } from './get-overview';
import { adminApiPath } from './admin-path';

/** A status change; shipping carries the carrier and tracking number, a refund an amount when partial. */
export type StatusChange = { status: OrderStatus; carrier?: Carrier; trackingNumber?: string; refundAmount?: string; restock?: boolean; requestId?: string };

export const updateOrderStatus = (id: number, change: StatusChange) =>
  adminApi.post<AdminOrderDetail>(adminApiPath('adminUpdateOrderStatus', { id }), change);

export function useUpdateOrderStatus(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: StatusChange) => updateOrderStatus(id, change),
    onSuccess: (order) => {
      queryClient.setQueryData(orderQuery(id).queryKey, order);
      void queryClient.invalidateQueries({ queryKey: ordersQuery().queryKey.slice(0, 2) });
      void queryClient.invalidateQueries({ queryKey: overviewQuery().queryKey });
    },
  });
}
