import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@crystal/shared/schemas/category';
import { api } from '@/lib/api-client';
import { apiPath } from '@/lib/api-path';

/** The public category list, for the product editor's select. */
export const adminCategoriesQuery = () =>
  queryOptions({ queryKey: ['admin', 'categories'], queryFn: ({ signal }) => api.get<Category[]>(apiPath('listCategories'), { signal }) });

export const useAdminCategories = () => useQuery(adminCategoriesQuery());
