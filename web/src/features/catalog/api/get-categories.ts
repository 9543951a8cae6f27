import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@crystal/shared/schemas/category';
import { api } from '@/lib/api-client';
import { apiPath } from '@/lib/api-path';

export const getCategories = (signal?: AbortSignal) => api.get<Category[]>(apiPath('listCategories'), { signal });

export const categoriesQuery = () =>
  queryOptions({ queryKey: [apiPath('listCategories')], queryFn: ({ signal }) => getCategories(signal) });

export const useCategories = () => useQuery(categoriesQuery());
