import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminQuote, CreateQuoteBody } from '@crystal/shared/schemas/quote';
import { adminApi } from './admin-request';
import { adminApiPath } from './admin-path';
import { quotesQuery } from './get-quotes';

/** Corrects a quote nothing has been paid on: priced again, its old link voided, the new one mailed. */
export const editQuote = ({ id, body }: { id: number; body: CreateQuoteBody }) => adminApi.put<AdminQuote>(adminApiPath('adminEditQuote', { id }), body);

/** Withdraws a quote nothing has been paid on: its link answers that it was cancelled. */
export const cancelQuote = (id: number) => adminApi.post<AdminQuote>(adminApiPath('adminCancelQuote', { id }));

export function useEditQuote() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: editQuote, onSuccess: () => void queryClient.invalidateQueries({ queryKey: quotesQuery().queryKey }) });
}

export function useCancelQuote() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelQuote, onSuccess: () => void queryClient.invalidateQueries({ queryKey: quotesQuery().queryKey }) });
}
