import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminQuote, CreateQuoteBody } from '@crystal/shared/schemas/quote';
import { adminApi } from './admin-request';
import { adminApiPath } from './admin-path';
import { quotesQuery } from './get-quotes';
import { inboxQuery } from './get-inbox';

/** Writes the quote and mails its link to the shopper (the server prices it). */
export const createQuote = (body: CreateQuoteBody) => adminApi.post<AdminQuote>(adminApiPath('adminCreateQuote'), body);

export function useCreateQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuote,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: quotesQuery().queryKey });
      void queryClient.invalidateQueries({ queryKey: inboxQuery().queryKey.slice(0, 2) });
    },
  });
}
