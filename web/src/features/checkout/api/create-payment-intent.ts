import type { PaymentIntentResponse } from '@crystal/shared/schemas/order';
import { api } from '@/lib/api-client';

/** The intent of an order; the server charges the stored order total (amount and currency are informative only). */
export const createPaymentIntent = (input: { orderId: number; amount: string }) =>
  api.post<PaymentIntentResponse>('/api/create-payment-intent', { orderId: input.orderId, amount: input.amount, currency: 'cad' });
