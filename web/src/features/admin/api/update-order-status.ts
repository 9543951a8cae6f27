import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderDetail } from '@crystal/shared/schemas/admin-orders';
import type { OrderStatus } from '@crystal/shared/schemas/order';
import { adminApi } from './admin-request';
import { orderQuery } from './get-order';
import { ordersQuery } from './get-orders';
import { overviewQuery } from './get-overview';
import { apiPath } from '@/lib/api-path';

export const updateOrderStatus = (id: number, status: OrderStatus) =>
  adminApi.post<AdminOrderDetail>(apiPath('adminUpdateOrderStatus', { id }), { status });

export function useUpdateOrderStatus(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: OrderStatus) => updateOrderStatus(id, status),
    onSuccess: (order) => {
      queryClient.setQueryData(orderQuery(id).queryKey, order);
      void queryClient.invalidateQueries({ queryKey: ordersQuery().queryKey.slice(0, 2) });
      void queryClient.invalidateQueries({ queryKey: overviewQuery().queryKey });
    },
  });
}
