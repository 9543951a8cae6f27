import type { Language } from './schemas/language';

/**
 * A review link's signed subject: `<orderId>:<productId>:<lang>` (one link per piece bought). The token
 * carries it in base64url before its expiry and signature, so the review page can read which piece it is
 * for (to name it); only the server's signature check makes it a credential.
 */
export const reviewSubject = (orderId: number, productId: number, language: Language) => `${orderId}:${productId}:${language}`;

export function parseReviewSubject(subject: string): { orderId: number; productId: number; language: Language } | undefined {
  const m = /^([1-9]\d{0,9}):([1-9]\d{0,9}):(en|fr)$/.exec(subject);
  if (!m) return undefined;
  return { orderId: Number(m[1]), productId: Number(m[2]), language: m[3] as Language };
}

/** The subject a token names, read without checking it (the page uses it only to show the piece). */
export function peekReviewToken(token: string): ReturnType<typeof parseReviewSubject> {
  const part = token.split('.')[0] ?? '';
  if (!/^[A-Za-z0-9_-]{1,60}$/.test(part)) return undefined;
  try {
    const b64 = part.replace(/-/g, '+').replace(/_/g, '/');
    return parseReviewSubject(atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4)));
  } catch {
    return undefined;
  }
}
