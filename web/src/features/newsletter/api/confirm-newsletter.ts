import { useMutation } from '@tanstack/react-query';
import type { NewsletterConfirmed } from '@crystal/shared/schemas/newsletter';
import { api } from '@/lib/api-client';
import { newsletterApiPath } from '@/lib/api-paths/newsletter-path';

/** The confirmation page's button: the click that records the consent. No session is involved. */
export const confirmNewsletter = (token: string) => api.post<NewsletterConfirmed>(newsletterApiPath('confirmNewsletter', { token }));

export const useConfirmNewsletter = () => useMutation({ mutationFn: confirmNewsletter });
