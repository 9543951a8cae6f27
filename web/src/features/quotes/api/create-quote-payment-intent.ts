import type { QuotePaymentIntent, QuotePaymentRequestBody } from '@crystal/shared/schemas/quote';
import { api } from '@/lib/api-client';
import { quotesApiPath } from '@/lib/api-paths/quotes-path';

/** The intent for what the link pays; the first payment carries the shipping address and a phone. */
export const createQuotePaymentIntent = (token: string, body: QuotePaymentRequestBody) =>
  api.post<QuotePaymentIntent>(quotesApiPath('createQuotePaymentIntent', { token }), body);
