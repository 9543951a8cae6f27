import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refetchAfterWrite } from '@/lib/refetch-after-write';
import { api } from '@/lib/api-client';
import { apiPath } from '@/lib/api-path';
import { cartQuery } from './get-cart';

export const removeCartItem = (itemId: number) => api.delete<void>(apiPath('removeCartItem', { itemId }));

export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCartItem,
    onSuccess: () => refetchAfterWrite(queryClient, cartQuery().queryKey),
  });
}
