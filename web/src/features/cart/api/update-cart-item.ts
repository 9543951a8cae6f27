import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartLine } from '@crystal/shared/schemas/cart';
import { refetchAfterWrite } from '@/lib/refetch-after-write';
import { api } from '@/lib/api-client';
import { apiPath } from '@/lib/api-path';
import { cartQuery } from './get-cart';

export const updateCartItem = (input: { itemId: number; quantity: number }) =>
  api.put<CartLine>(apiPath('updateCartItem', { itemId: input.itemId }), { quantity: input.quantity });

export function useUpdateCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCartItem,
    onSuccess: () => refetchAfterWrite(queryClient, cartQuery().queryKey),
  });
}
