import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refetchAfterWrite } from '@/lib/refetch-after-write';
import { api } from '@/lib/api-client';
import { apiPath } from '@/lib/api-path';
import { wishlistQuery } from './get-wishlist';

export const removeWishlistItem = (productId: number) => api.delete<void>(apiPath('removeWishlistItem', { productId }));

export function useRemoveWishlistItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeWishlistItem,
    onSuccess: () => refetchAfterWrite(queryClient, wishlistQuery().queryKey),
  });
}
