import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentConfig } from '@crystal/shared/schemas/order';
import { api } from '@/lib/api-client';
import { paymentsApiPath } from '@/lib/api-paths/payments-path';

export const getPaymentConfig = (signal?: AbortSignal) => api.get<PaymentConfig>(paymentsApiPath('getPaymentConfig'), { signal });

/** Which payment client the checkout loads: Stripe (with its publishable key) or the local sandbox. */
export const paymentConfigQuery = () =>
  queryOptions({ queryKey: [paymentsApiPath('getPaymentConfig')], queryFn: ({ signal }) => getPaymentConfig(signal) });

export const usePaymentConfig = () => useQuery(paymentConfigQuery());
