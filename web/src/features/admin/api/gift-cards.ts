import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi, adminRequest } from './admin-request';
import { adminApiPath } from './admin-path';
import { fromWireList, giftCardsCsvName, toWireDisable, toWireIssue, type GiftCardsWireList, type IssueGiftCard } from './gift-card-wire';

export const giftCardsQuery = () =>
  queryOptions({
    queryKey: [adminApiPath('adminListGiftCards')],
    queryFn: async ({ signal }) => fromWireList(await adminApi.get<GiftCardsWireList>(adminApiPath('adminListGiftCards'), signal)),
    staleTime: 0,
  });

export const useGiftCards = () => useQuery(giftCardsQuery());

/** After a change the list and the overview (which shows the liability) are read again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: giftCardsQuery().queryKey }), queryClient.invalidateQueries({ queryKey: ['admin', 'overview'] })]);
}

export function useIssueGiftCard() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: IssueGiftCard) => adminApi.post<unknown>(adminApiPath('adminIssueGiftCard'), toWireIssue(input)),
    onSuccess: refresh,
  });
}

export function useDisableGiftCard() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => adminApi.post<unknown>(adminApiPath('adminDisableGiftCard', { id }), toWireDisable(reason)),
    onSuccess: refresh,
  });
}

/** Mails the card to its recipient again (or now, when its day has not come). */
export function useResendGiftCard() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => adminApi.post<unknown>(adminApiPath('adminResendGiftCard', { id })),
    onSuccess: refresh,
  });
}

/** A corrected recipient, before the card is delivered. */
export function useCorrectGiftCardRecipient() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, ...fields }: { id: string; recipientName: string; recipientEmail: string }) => adminApi.post<unknown>(adminApiPath('adminCorrectGiftCardRecipient', { id }), fields),
    onSuccess: refresh,
  });
}

/** Downloads the cards with the total still owed as a CSV (the API names the file; the browser saves a blob). */
export async function exportGiftCards(): Promise<void> {
  const csv = await adminRequest<string>('GET', adminApiPath('adminExportGiftCards'));
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = giftCardsCsvName(new Date().toISOString().slice(0, 10));
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const useExportGiftCards = () => useMutation({ mutationFn: exportGiftCards });
