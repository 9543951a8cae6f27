import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@crystal/shared/schemas/category';
import { api } from '@/lib/api-client';

export const getCategories = (signal?: AbortSignal) => api.get<Category[]>('/api/categories', { signal });

export const categoriesQuery = () =>
  queryOptions({ queryKey: ['/api/categories'], queryFn: ({ signal }) => getCategories(signal) });

export const useCategories = () => useQuery(categoriesQuery());
