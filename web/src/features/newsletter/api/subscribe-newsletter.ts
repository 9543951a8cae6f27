import { useMutation } from '@tanstack/react-query';
import type { NewsletterSignupInput, NewsletterSubscribed } from '@crystal/shared/schemas/newsletter';
import { api } from '@/lib/api-client';
import { apiPath } from '@/lib/api-path';

/** Subscribes an address: 201 for a new address, 200 when it was already subscribed (both are a success). */
export const subscribeNewsletter = (input: NewsletterSignupInput) =>
  api.post<NewsletterSubscribed>(apiPath('subscribeNewsletter'), input);

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
