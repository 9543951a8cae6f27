import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuotePage } from '@crystal/shared/schemas/quote';
import { api } from '@/lib/api-client';
import { quotesApiPath } from '@/lib/api-paths/quotes-path';

export const getQuote = (token: string, signal?: AbortSignal) => api.get<QuotePage>(quotesApiPath('getQuoteByLink', { token }), { signal });

/** The quote a signed link opens, and what it pays now. A 404 or 409 is an answer, not worth a retry. */
export const quoteQuery = (token: string) =>
  queryOptions({ queryKey: [quotesApiPath('getQuoteByLink', { token })], queryFn: ({ signal }) => getQuote(token, signal), retry: false, staleTime: 0 });

export const useQuote = (token: string) => useQuery(quoteQuery(token));
