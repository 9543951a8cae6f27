import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@crystal/shared/schemas/category';
import { api } from '@/lib/api-client';

/** The public category list, for the product editor's select. */
export const adminCategoriesQuery = () =>
  queryOptions({ queryKey: ['admin', 'categories'], queryFn: ({ signal }) => api.get<Category[]>('/api/categories', { signal }) });

export const useAdminCategories = () => useQuery(adminCategoriesQuery());
