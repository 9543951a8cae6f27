import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddCartItem, CartItem } from '@crystal/shared/schemas/cart';
import { refetchAfterWrite } from '@/lib/refetch-after-write';
import { api } from '@/lib/api-client';
import { apiPath } from '@/lib/api-path';
import { cartQuery } from './get-cart';

export const addCartItem = (input: { productId: number; quantity?: number }) =>
  api.post<CartItem>(apiPath('addCartItem'), { productId: input.productId, quantity: input.quantity ?? 1 } satisfies AddCartItem);

export function useAddCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCartItem,
    onSuccess: () => refetchAfterWrite(queryClient, cartQuery().queryKey),
  });
}
