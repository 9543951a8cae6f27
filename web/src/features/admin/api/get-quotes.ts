import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminQuotePage } from '@crystal/shared/schemas/quote';
import { adminApi } from './admin-request';
import { adminApiPath } from './admin-path';

export const getQuotes = (signal?: AbortSignal) => adminApi.get<AdminQuotePage>(adminApiPath('adminListQuotes'), signal);

export const quotesQuery = () => queryOptions({ queryKey: ['admin', 'quotes'], queryFn: ({ signal }) => getQuotes(signal), staleTime: 0 });

export const useQuotes = () => useQuery(quotesQuery());
