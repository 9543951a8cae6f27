import { useMutation } from '@tanstack/react-query';
import type { GiftCardBalance } from '@crystal/shared/schemas/gift-card';
import { api } from '@/lib/api-client';
import { giftCardsApiPath } from '@/lib/api-paths/gift-cards-path';

/** Checkout's gift card "Apply": what is left on the code (the code in the body; 404 unknown, 429 too many guesses). */
export const checkGiftCard = (code: string) => api.post<GiftCardBalance>(giftCardsApiPath('getGiftCardBalance'), { code });

export const useCheckGiftCard = () => useMutation({ mutationFn: checkGiftCard });
