import { useMutation } from '@tanstack/react-query';
import type { GiftCardBalance } from '@crystal/shared/schemas/gift-card';
import { api } from '@/lib/api-client';
import { ordersApiPath } from '@/lib/api-paths/orders-path';

/** Checkout's gift card "Apply": what is left on the code (the code in the body; 404 unknown, 429 too many guesses). */
export const checkGiftCard = (code: string) => api.post<GiftCardBalance>(ordersApiPath('checkGiftCardBalance'), { code });

export const useCheckGiftCard = () => useMutation({ mutationFn: checkGiftCard });
