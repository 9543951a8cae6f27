import { ApiError } from '@/lib/api-client';
import type { AdminAuthClient, AdminUser } from './admin-session';

/**
 * Kept in localStorage, shared by every tab of this browser: one sign-in per device, for the refresh
 * token's life (7 days, as Cognito's app client), ended everywhere by "Sign out" (docs/admin.md).
 */
export const LOCAL_SESSION_KEY = 'crystal-shop.admin';

type Stored = AdminUser & { refreshToken?: string };

function stored(): Stored | null {
  try {
    const raw = window.localStorage.getItem(LOCAL_SESSION_KEY);
    return raw ? (JSON.parse(raw) as Stored) : null;
  } catch {
    return null;
  }
}

const live = (s: Stored | null): AdminUser | null =>
  s?.idToken && s.expiresAt * 1000 > Date.now() ? { idToken: s.idToken, expiresAt: s.expiresAt, email: s.email } : null;

async function post(path: string, body: unknown): Promise<Response> {
  return fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

async function keep(res: Response): Promise<AdminUser> {
  if (!res.ok) throw new ApiError(res.status, (await res.text()) || res.statusText);
  const body = (await res.json()) as Stored;
  const user: Stored = { idToken: body.idToken, expiresAt: body.expiresAt, email: body.email, refreshToken: body.refreshToken };
  window.localStorage.setItem(LOCAL_SESSION_KEY, JSON.stringify(user));
  return { idToken: user.idToken, expiresAt: user.expiresAt, email: user.email };
}

/** Offline sign-in against the local issuer of the local server (POST /local-auth/token, /refresh, /revoke). */
export function localAuthClient(): AdminAuthClient {
  const forget = async () => window.localStorage.removeItem(LOCAL_SESSION_KEY);
  const refresh = async (): Promise<AdminUser | null> => {
    const refreshToken = stored()?.refreshToken;
    if (!refreshToken) return null;
    const res = await post('/local-auth/refresh', { refreshToken }).catch(() => null);
    if (!res || !res.ok) {
      if (res?.status === 401) await forget();
      return null;
    }
    return keep(res);
  };
  return {
    mode: 'local',
    current: async () => live(stored()) ?? refresh(),
    refresh,
    signIn: async (credentials) => keep(await post('/local-auth/token', credentials ?? {})),
    completeSignIn: async () => live(stored()),
    async signOut() {
      const refreshToken = stored()?.refreshToken;
      await forget();
      if (refreshToken) await post('/local-auth/revoke', { refreshToken }).catch(() => undefined);
    },
    forget,
    onChange(listener) {
      const onStorage = (e: StorageEvent) => {
        if (e.key === LOCAL_SESSION_KEY || e.key === null) listener(live(stored()));
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}
