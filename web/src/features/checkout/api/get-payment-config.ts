import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentConfig } from '@crystal/shared/schemas/order';
import { api } from '@/lib/api-client';
import { apiPath } from '@/lib/api-path';

export const getPaymentConfig = (signal?: AbortSignal) => api.get<PaymentConfig>(apiPath('getPaymentConfig'), { signal });

/** Which payment client the checkout loads: Stripe (with its publishable key) or the local sandbox. */
export const paymentConfigQuery = () =>
  queryOptions({ queryKey: [apiPath('getPaymentConfig')], queryFn: ({ signal }) => getPaymentConfig(signal) });

export const usePaymentConfig = () => useQuery(paymentConfigQuery());
