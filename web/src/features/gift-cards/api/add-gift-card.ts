import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartLine } from '@crystal/shared/schemas/cart';
import type { GiftCardRequest } from '@crystal/shared/schemas/gift-card';
import { api } from '@/lib/api-client';
import { apiPath } from '@/lib/api-path';
import { refetchAfterWrite } from '@/lib/refetch-after-write';

/** A gift card into the session's cart, as a line of its own (the cart's add route with `{ giftCard }`); the cart is read again after. */
export const addGiftCard = (giftCard: GiftCardRequest) => api.post<CartLine>(apiPath('addCartItem'), { giftCard });

export function useAddGiftCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addGiftCard,
    onSuccess: () => refetchAfterWrite(queryClient, [apiPath('getCart')]),
  });
}
