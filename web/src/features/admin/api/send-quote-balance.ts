import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminQuote } from '@crystal/shared/schemas/quote';
import { adminApi } from './admin-request';
import { adminApiPath } from './admin-path';
import { quotesQuery } from './get-quotes';

/** Mails the shopper the link that pays the balance, once the piece is made. */
export const sendQuoteBalance = (id: number) => adminApi.post<AdminQuote>(adminApiPath('adminSendQuoteBalance', { id }));

export function useSendQuoteBalance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendQuoteBalance,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: quotesQuery().queryKey }),
  });
}
