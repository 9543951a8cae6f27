import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InboxPage } from '@crystal/shared/schemas/admin-dashboard';
import { adminApi } from './admin-request';
import { withQuery } from '@/lib/api-path';
import { adminApiPath } from './admin-path';

export type InboxFilter = 'open' | 'handled' | 'all';

export const getInbox = (filter: InboxFilter, cursor?: string, signal?: AbortSignal) =>
  adminApi.get<InboxPage>(withQuery(adminApiPath('adminListInbox'), { filter, cursor }), signal);

export const inboxQuery = (filter: InboxFilter = 'open', cursor?: string) =>
  queryOptions({
    queryKey: ['admin', 'inbox', filter, cursor ?? ''],
    queryFn: ({ signal }) => getInbox(filter, cursor, signal),
    staleTime: 0,
  });

export const useInbox = (filter: InboxFilter, cursor?: string) => useQuery(inboxQuery(filter, cursor));
