import type { PaymentIntentResponse } from '@crystal/shared/schemas/order';
import { api } from '@/lib/api-client';
import { paymentsApiPath } from '@/lib/api-paths/payments-path';

/** The intent of an order; the server charges the stored order total (amount and currency are informative only). */
export const createPaymentIntent = (input: { orderId: number; amount: string }) =>
  api.post<PaymentIntentResponse>(paymentsApiPath('createPaymentIntent'), { orderId: input.orderId, amount: input.amount, currency: 'cad' });
