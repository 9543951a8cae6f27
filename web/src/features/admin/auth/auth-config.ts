/**
 * How the artisan signs in. In AWS the stack deploys `admin-config.json` beside index.html with its
 * Cognito settings (Hosted UI, authorization code + PKCE), so one `cdk deploy` ships a working /admin.
 * A build made with VITE_ADMIN_AUTH=cognito and the VITE_COGNITO_* settings keeps its own; with neither
 * (`npm start`, the tests) the local issuer of the local runtime signs in.
 */
import { ADMIN_CONFIG_FILE } from '@crystal/shared/constants/limits';

export type AdminAuthConfig =
  { mode: 'cognito'; authority: string; clientId: string; domain: string } | { mode: 'local' };


let deployed: AdminAuthConfig | undefined;

/** Cognito settings as [name, value] pairs (authority, client id, domain); every one is required. */
function cognito(settings: [name: string, value: unknown][]): AdminAuthConfig {
  const missing = settings.filter(([, value]) => typeof value !== 'string' || !value).map(([name]) => name);
  if (missing.length) throw new Error(`Admin sign-in is set to Cognito but ${missing.join(', ')} is not set`);
  const [authority, clientId, domain] = settings.map(([, value]) => value as string) as [
    string,
    string,
    string,
  ];
  return { mode: 'cognito', authority, clientId, domain: domain.replace(/\/$/, '') };
}

/** Reads the deployed settings from a parsed admin-config.json; anything but `auth: "cognito"` is local. */
export function parseAdminConfigFile(json: unknown): AdminAuthConfig {
  const file = (json ?? {}) as Record<string, unknown>;
  if (file.auth !== 'cognito') return { mode: 'local' };
  return cognito([
    ['authority', file.authority],
    ['clientId', file.clientId],
    ['domain', file.domain],
  ]);
}

/**
 * Loads the deployed sign-in settings before the dashboard starts (the admin page waits for it). No file
 * (404) means local sign-in; any other failure stops the dashboard from loading, so it says so and can
 * be tried again, rather than offering a sign-in that cannot work.
 */
export async function loadAdminAuthConfig(): Promise<void> {
  if (import.meta.env.VITE_ADMIN_AUTH === 'cognito' || deployed) return;
  const res = await fetch(`${import.meta.env.BASE_URL}${ADMIN_CONFIG_FILE}`, { cache: 'no-store' });
  if (res.status === 404) {
    deployed = { mode: 'local' };
    return;
  }
  if (!res.ok) throw new Error(`${ADMIN_CONFIG_FILE} answered ${res.status}`);
  deployed = parseAdminConfigFile(await res.json());
}

export function readAdminAuthConfig(
  env: Record<string, string | undefined> = import.meta.env,
  fromSite: AdminAuthConfig | undefined = deployed,
): AdminAuthConfig {
  if (env.VITE_ADMIN_AUTH === 'cognito') {
    return cognito([
      ['VITE_COGNITO_AUTHORITY', env.VITE_COGNITO_AUTHORITY],
      ['VITE_COGNITO_CLIENT_ID', env.VITE_COGNITO_CLIENT_ID],
      ['VITE_COGNITO_DOMAIN', env.VITE_COGNITO_DOMAIN],
    ]);
  }
  return fromSite ?? { mode: 'local' };
}

/** Absolute URL of an admin page under the SPA's base path. */
export function adminUrl(sub = ''): string {
  const base = import.meta.env.BASE_URL.replace(/\/$/, '');
  return `${window.location.origin}${base}/admin${sub}`;
}
