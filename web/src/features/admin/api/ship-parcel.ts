import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderDetail } from '@crystal/shared/schemas/admin-orders';
import type { CreateShipment } from '@crystal/shared/schemas/shipments';
import { adminApi } from './admin-request';
import { orderQuery } from './get-order';
import { ordersQuery } from './get-orders';
import { overviewQuery } from './get-overview';
import { adminApiPath } from './admin-path';

/** The order's page, the lists and the overview after a parcel or a line marked made. */
function useRefreshOrder(id: number) {
  const queryClient = useQueryClient();
  return (order: AdminOrderDetail) => {
    queryClient.setQueryData(orderQuery(id).queryKey, order);
    void queryClient.invalidateQueries({ queryKey: ordersQuery().queryKey.slice(0, 2) });
    void queryClient.invalidateQueries({ queryKey: overviewQuery().queryKey });
  };
}

/** A parcel of the lines that are ready, with its carrier and tracking. */
export function useShipParcel(id: number) {
  const refresh = useRefreshOrder(id);
  return useMutation({
    mutationFn: (parcel: CreateShipment) => adminApi.post<AdminOrderDetail>(adminApiPath('adminCreateShipment', { id }), parcel),
    onSuccess: refresh,
  });
}

/** A made-to-order line marked made (ready to ship), or not yet. */
export function useMarkMade(id: number) {
  const refresh = useRefreshOrder(id);
  return useMutation({
    mutationFn: ({ itemId, made }: { itemId: number; made: boolean }) => adminApi.post<AdminOrderDetail>(adminApiPath('adminMarkItemMade', { id, itemId }), { made }),
    onSuccess: refresh,
  });
}
