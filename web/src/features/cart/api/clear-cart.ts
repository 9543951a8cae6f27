import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refetchAfterWrite } from '@/lib/refetch-after-write';
import { api } from '@/lib/api-client';
import { apiPath } from '@/lib/api-path';
import { cartQuery } from './get-cart';

export const clearCart = () => api.delete<void>(apiPath('clearCart'));

export function useClearCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearCart,
    onSuccess: () => refetchAfterWrite(queryClient, cartQuery().queryKey),
  });
}
