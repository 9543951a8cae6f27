import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminInsights } from '@crystal/shared/schemas/admin-dashboard';
import { adminApi } from './admin-request';
import { adminApiPath } from './admin-path';

export const getInsights = (signal?: AbortSignal) => adminApi.get<AdminInsights>(adminApiPath('adminInsights'), signal);

export const insightsQuery = () =>
  queryOptions({ queryKey: ['admin', 'insights'], queryFn: ({ signal }) => getInsights(signal), staleTime: 60_000 });

export const useInsights = () => useQuery(insightsQuery());
