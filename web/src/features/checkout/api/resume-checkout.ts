import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckoutResumed } from '@crystal/shared/schemas/checkout-resume';
import { api } from '@/lib/api-client';
import { apiPath } from '@/lib/api-path';
import { ordersApiPath } from '@/lib/api-paths/orders-path';

/** A checkout reminder's link opened: the order's pieces back in this session's cart (issue 47). */
export const resumeCheckout = (token: string) => api.post<CheckoutResumed>(ordersApiPath('resumeCheckout'), { token });

export const useResumeCheckout = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resumeCheckout,
    onSuccess: () => client.invalidateQueries({ queryKey: [apiPath('getCart')] }),
  });
};
