import { ApiError } from '@/lib/api-client';
import type { AdminAuthClient, AdminUser } from './admin-session';

/** Kept in sessionStorage (never localStorage): gone when the tab closes. */
const KEY = 'crystal-shop.admin';

function read(): AdminUser | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return null;
    const user = JSON.parse(raw) as AdminUser;
    if (!user.idToken || user.expiresAt * 1000 <= Date.now()) {
      window.sessionStorage.removeItem(KEY);
      return null;
    }
    return user;
  } catch {
    return null;
  }
}

/** Offline sign-in against the local issuer of the local server (POST /local-auth/token). */
export function localAuthClient(): AdminAuthClient {
  const forget = async () => window.sessionStorage.removeItem(KEY);
  return {
    mode: 'local',
    current: async () => read(),
    async signIn(credentials) {
      const res = await fetch('/local-auth/token', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(credentials ?? {}),
      });
      if (!res.ok) throw new ApiError(res.status, (await res.text()) || res.statusText);
      const body = (await res.json()) as { idToken: string; expiresAt: number; email: string };
      const user: AdminUser = { idToken: body.idToken, expiresAt: body.expiresAt, email: body.email };
      window.sessionStorage.setItem(KEY, JSON.stringify(user));
      return user;
    },
    completeSignIn: async () => read(),
    signOut: forget,
    forget,
  };
}
