import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddCartItem, CartLine } from '@crystal/shared/schemas/cart';
import { refetchAfterWrite } from '@/lib/refetch-after-write';
import { api } from '@/lib/api-client';
import { apiPath } from '@/lib/api-path';
import { cartQuery } from './get-cart';

/** A piece, its quantity and, for a piece with options or questions, the shopper's choices. */
export const addCartItem = (input: Pick<AddCartItem, 'productId' | 'options' | 'personalization'> & { quantity?: number }) =>
  api.post<CartLine>(apiPath('addCartItem'), {
    productId: input.productId,
    quantity: input.quantity ?? 1,
    ...(input.options ? { options: input.options } : {}),
    ...(input.personalization ? { personalization: input.personalization } : {}),
  } satisfies AddCartItem);

export function useAddCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCartItem,
    onSuccess: () => refetchAfterWrite(queryClient, cartQuery().queryKey),
  });
}
