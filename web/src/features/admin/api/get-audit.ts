import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '@crystal/shared/schemas/admin-dashboard';
import { adminApi } from './admin-request';
import { adminApiPath } from './admin-path';

export const getAudit = (signal?: AbortSignal) => adminApi.get<AuditEntry[]>(adminApiPath('adminListAudit'), signal);

export const auditQuery = () =>
  queryOptions({ queryKey: ['admin', 'audit'], queryFn: ({ signal }) => getAudit(signal), staleTime: 0 });

export const useAudit = () => useQuery(auditQuery());
