import type { QuoteSandboxConfirm, QuoteSandboxResult } from '@crystal/shared/schemas/quote';
import { api } from '@/lib/api-client';
import { quotesApiPath } from '@/lib/api-paths/quotes-path';

/** The TEST MODE card form's confirmation of a quote payment (sandbox only). */
export const confirmQuoteSandbox = (token: string, body: QuoteSandboxConfirm) =>
  api.post<QuoteSandboxResult>(quotesApiPath('confirmQuoteSandboxPayment', { token }), body);
