import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartItem } from '@crystal/shared/schemas/cart';
import type { GiftCardLine } from '@crystal/shared/schemas/gift-card';
import { api } from '@/lib/api-client';
import { apiPath } from '@/lib/api-path';
import { refetchAfterWrite } from '@/lib/refetch-after-write';

/** A gift card into the session's cart, as a line of its own (the cart's add route with `{ giftCard }`); the cart is read again after. */
export const addGiftCard = (giftCard: GiftCardLine) => api.post<CartItem>(apiPath('addCartItem'), { giftCard });

export function useAddGiftCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addGiftCard,
    onSuccess: () => refetchAfterWrite(queryClient, [apiPath('getCart')]),
  });
}
