import { useMutation } from '@tanstack/react-query';
import type { NewsletterSignupInput, NewsletterSignupReply } from '@crystal/shared/schemas/newsletter';
import { api } from '@/lib/api-client';
import { newsletterApiPath } from '@/lib/api-paths/newsletter-path';

/**
 * Asks for the newsletter (double opt-in): the reply is `pending` when a confirmation link is on its way,
 * `confirmed` when the address already confirmed. Nobody is subscribed until the link is clicked.
 */
export const subscribeNewsletter = (input: NewsletterSignupInput) =>
  api.post<NewsletterSignupReply>(newsletterApiPath('subscribeNewsletter'), input);

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
