import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CollectionCreate, CollectionUpdate } from '@crystal/shared/schemas/collection-input';
import type { AdminCategory } from '@crystal/shared/schemas/translation';
import { apiPath } from '@/lib/api-path';
import { adminApi } from './admin-request';
import { adminApiPath } from './admin-path';
import { adminCollectionsQuery } from './french';
import { adminProductsQuery } from './get-products';

/** After any collection change: her list, and the shop's own (the Shop menu, footer and sidebar read it). */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: adminCollectionsQuery().queryKey });
    void queryClient.invalidateQueries({ queryKey: [apiPath('listCategories')] });
  };
}

export function useCreateCollection() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: CollectionCreate) => adminApi.post<AdminCategory>(adminApiPath('adminCreateCategory'), input),
    onSuccess: refresh,
  });
}

export function useUpdateCollection(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: CollectionUpdate) => adminApi.put<AdminCategory>(adminApiPath('adminUpdateCategory', { id }), input),
    onSuccess: refresh,
  });
}

export function useReorderCollections() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => adminApi.put<AdminCategory[]>(adminApiPath('adminReorderCategories'), { ids }),
    onSuccess: (list) => queryClient.setQueryData(adminCollectionsQuery().queryKey, list),
  });
}

export function useDeleteCollection(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => adminApi.delete<void>(adminApiPath('adminDeleteCategory', { id })),
    onSuccess: refresh,
  });
}

/** Her pieces of a collection, in her order (decision 0105): the pieces' own collections change with it. */
export function useSetCollectionPieces(id: number) {
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productIds: number[]) => adminApi.put<AdminCategory>(adminApiPath('adminSetCollectionPieces', { id }), { productIds }),
    onSuccess: () => {
      refresh();
      void queryClient.invalidateQueries({ queryKey: adminProductsQuery().queryKey });
      void queryClient.invalidateQueries({ queryKey: [apiPath('listProducts')] });
    },
  });
}
