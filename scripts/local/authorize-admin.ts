import type { AdminAuthResult } from './admin-auth-result';

export type { AdminAuthResult };

/**
 * Verifies an admin bearer token the way API Gateway's JWT authorizer does (issuer, audience, expiry,
 * signature). Offline the tokens come from the local issuer.
 */
export async function authorizeAdmin(header: string | undefined): Promise<AdminAuthResult> {
  const { verifyLocalAdminToken } = await import('./local-issuer');
  const token = /^Bearer\s+(.+)$/i.exec(header ?? '')?.[1];
  if (!token) return { ok: false, error: 'Sign-in required' };
  return verifyLocalAdminToken(token);
}
