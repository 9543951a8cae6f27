import { useMutation } from '@tanstack/react-query';
import { ApiError, apiUrl } from '@/lib/api-client';
import { newsletterApiPath } from '@/lib/api-paths/newsletter-path';

/**
 * The unsubscribe page's button sends what a mail client's one-click unsubscribe sends (RFC 8058): a
 * form body `List-Unsubscribe=One-Click` to the signed link's address. No session is involved.
 */
export async function unsubscribeNewsletter(token: string): Promise<void> {
  const res = await fetch(apiUrl(newsletterApiPath('unsubscribeNewsletter', { token })), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
  if (!res.ok) throw new ApiError(res.status, await res.text());
}

export const useUnsubscribeNewsletter = () => useMutation({ mutationFn: unsubscribeNewsletter });
