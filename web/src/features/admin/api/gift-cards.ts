import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from './admin-request';
import { adminApiPath } from './admin-path';
import { fromWireList, toWireIssue, type GiftCardsWireList, type IssueGiftCard } from './gift-card-wire';

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
    mutationFn: (id: string) => adminApi.post<unknown>(adminApiPath('adminDisableGiftCard', { id })),
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
