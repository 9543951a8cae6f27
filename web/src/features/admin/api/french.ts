import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminProduct } from '@crystal/shared/schemas/admin-product';
import type { AdminCategory, CategoryTranslation, FrenchDraftResult, ProductTranslation } from '@crystal/shared/schemas/translation';
import { adminApi } from './admin-request';
import { adminProductQuery } from './get-product';
import { adminApiPath } from './admin-path';

/** Collections with their approved French and their French drafts. */
export const adminCollectionsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'collections'],
    queryFn: ({ signal }) => adminApi.get<AdminCategory[]>(adminApiPath('adminListCategories'), signal),
  });
export const useAdminCollections = () => useQuery(adminCollectionsQuery());

/** The AI guide's French draft of a piece, stored for review (never shown to shoppers). */
export function useDraftProductFrench(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => adminApi.post<FrenchDraftResult<ProductTranslation>>(adminApiPath('adminDraftProductFrench', { id })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminProductQuery(id).queryKey }),
  });
}

/** Approves a piece's French: from then on the French site shows it. */
export function useApproveProductFrench(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fr: ProductTranslation) => adminApi.put<AdminProduct>(adminApiPath('adminApproveProductFrench', { id }), fr),
    onSuccess: (product) => queryClient.setQueryData(adminProductQuery(id).queryKey, product),
  });
}

export function useDraftCollectionFrench(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => adminApi.post<FrenchDraftResult<CategoryTranslation>>(adminApiPath('adminDraftCategoryFrench', { id })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminCollectionsQuery().queryKey }),
  });
}

export function useApproveCollectionFrench(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fr: CategoryTranslation) => adminApi.put<AdminCategory>(adminApiPath('adminApproveCategoryFrench', { id }), fr),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminCollectionsQuery().queryKey }),
  });
}
