import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPath } from '@/lib/api-path';
import { cartQuery } from './get-cart';

export const clearCart = () => api.delete<void>(apiPath('clearCart'));

export function useClearCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearCart,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartQuery().queryKey }),
  });
}
