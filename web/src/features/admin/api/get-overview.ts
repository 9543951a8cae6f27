import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOverview } from '@crystal/shared/schemas/admin-dashboard';
import { adminApi } from './admin-request';
import { adminApiPath } from './admin-path';

export const getOverview = (signal?: AbortSignal) => adminApi.get<AdminOverview>(adminApiPath('adminOverview'), signal);

export const overviewQuery = () =>
  queryOptions({ queryKey: ['admin', 'overview'], queryFn: ({ signal }) => getOverview(signal), staleTime: 30_000 });

export const useOverview = () => useQuery(overviewQuery());
