import { useMutation } from '@tanstack/react-query';
import type { GiftCardBalance } from '@crystal/shared/schemas/gift-card';
import { api } from '@/lib/api-client';
import { ordersApiPath } from '@/lib/api-paths/orders-path';

/** What is left on a code. The code travels in the body, never in the address (access logs keep addresses). */
export const checkBalance = (code: string) => api.post<GiftCardBalance>(ordersApiPath('checkGiftCardBalance'), { code });

export const useCheckBalance = () => useMutation({ mutationFn: checkBalance });
