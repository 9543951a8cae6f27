import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product } from '@crystal/shared/schemas/product';
import type { AddWishlistItem } from '@crystal/shared/schemas/wishlist';
import { refetchAfterWrite } from '@/lib/refetch-after-write';
import { api } from '@/lib/api-client';
import { apiPath } from '@/lib/api-path';
import { wishlistQuery } from './get-wishlist';

export const addWishlistItem = (productId: number) =>
  api.post<Product>(apiPath('addWishlistItem'), { productId } satisfies AddWishlistItem);

export function useAddWishlistItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addWishlistItem,
    onSuccess: () => refetchAfterWrite(queryClient, wishlistQuery().queryKey),
  });
}
