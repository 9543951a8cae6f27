/**
 * How the artisan signs in, fixed at build time: VITE_ADMIN_AUTH=cognito uses the Cognito Hosted UI
 * (authorization code + PKCE); anything else uses the local issuer of `npm start`.
 */
export type AdminAuthConfig =
  | { mode: 'cognito'; authority: string; clientId: string; domain: string }
  | { mode: 'local' };

export function readAdminAuthConfig(env: Record<string, string | undefined> = import.meta.env): AdminAuthConfig {
  if (env.VITE_ADMIN_AUTH !== 'cognito') return { mode: 'local' };
  const missing = ['VITE_COGNITO_AUTHORITY', 'VITE_COGNITO_CLIENT_ID', 'VITE_COGNITO_DOMAIN'].filter((k) => !env[k]);
  if (missing.length) throw new Error(`Admin sign-in is set to Cognito but ${missing.join(', ')} is not set`);
  return {
    mode: 'cognito',
    authority: env.VITE_COGNITO_AUTHORITY!,
    clientId: env.VITE_COGNITO_CLIENT_ID!,
    domain: env.VITE_COGNITO_DOMAIN!.replace(/\/$/, ''),
  };
}

/** Absolute URL of an admin page under the SPA's base path. */
export function adminUrl(sub = ''): string {
  const base = import.meta.env.BASE_URL.replace(/\/$/, '');
  return `${window.location.origin}${base}/admin${sub}`;
}
