import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RefundAnswer, RefundLines } from '@crystal/shared/schemas/admin-orders';
import { adminApi } from './admin-request';
import { orderQuery } from './get-order';
import { ordersQuery } from './get-orders';
import { overviewQuery } from './get-overview';
import { adminApiPath } from './admin-path';

/** A refund by the line (issue 45): lines and quantities, each back in stock or not, the shipping, a lower total. */
export const refundOrder = (id: number, refund: RefundLines) => adminApi.post<RefundAnswer>(adminApiPath('adminRefundOrder', { id }), refund);

export function useRefundOrder(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (refund: RefundLines) => refundOrder(id, refund),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: orderQuery(id).queryKey });
      void queryClient.invalidateQueries({ queryKey: ordersQuery().queryKey.slice(0, 2) });
      void queryClient.invalidateQueries({ queryKey: overviewQuery().queryKey });
    },
  });
}
