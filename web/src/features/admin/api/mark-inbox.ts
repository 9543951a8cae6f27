import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InboxEntry } from '@crystal/shared/schemas/admin-dashboard';
import { adminApi } from './admin-request';
import { inboxQuery } from './get-inbox';
import { overviewQuery } from './get-overview';
import { adminApiPath } from './admin-path';

export const markInbox = (id: number, handled: boolean) => adminApi.put<InboxEntry>(adminApiPath('adminMarkInbox', { id }), { handled });

export function useMarkInbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: number; handled: boolean }) => markInbox(id, handled),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: inboxQuery().queryKey.slice(0, 2) });
      void queryClient.invalidateQueries({ queryKey: overviewQuery().queryKey });
    },
  });
}
