import { useMutation } from '@tanstack/react-query';
import type { DiscountCodeCheck } from '@crystal/shared/schemas/discount-code';
import { api } from '@/lib/api-client';
import { currentLocale } from '@/i18n/i18n';
import { apiPath } from '@/lib/api-path';

/** Checkout's "Apply": the code's terms, or an error whose message says why, in the shop's language. */
export const checkDiscountCode = (code: string) => api.post<DiscountCodeCheck>(apiPath('checkDiscountCode'), { code, language: currentLocale() === 'fr' ? 'fr' : 'en' });

export const useCheckDiscountCode = () => useMutation({ mutationFn: checkDiscountCode });
