import { useMutation } from '@tanstack/react-query';
import type { BackInStockRequest } from '@crystal/shared/schemas/back-in-stock';
import { api } from '@/lib/api-client';
import { newsletterApiPath } from '@/lib/api-paths/newsletter-path';

export const requestBackInStock = (body: BackInStockRequest) => api.post<{ requested: true }>(newsletterApiPath('requestBackInStock'), body);

export const useRequestBackInStock = () => useMutation({ mutationFn: requestBackInStock });
