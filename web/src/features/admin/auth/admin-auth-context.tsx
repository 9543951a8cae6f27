import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { AdminUser } from './admin-session';
import { adminAuthClient } from './auth-client';
import { setAdminTokenSource } from '../api/admin-request';

export type SignedOutReason = 'expired' | 'signed-out' | undefined;

type AuthState =
  | { status: 'loading' }
  | { status: 'signed-out'; reason: SignedOutReason }
  | { status: 'signed-in'; user: AdminUser };

type AdminAuth = {
  state: AuthState;
  mode: 'cognito' | 'local';
  signIn(credentials?: { username: string; password: string }): Promise<void>;
  completeSignIn(): Promise<void>;
  signOut(): Promise<void>;
};

const Ctx = createContext<AdminAuth | null>(null);

/**
 * Holds the artisan's sign-in, shared by every tab of the device (one sign-in lasts for the refresh token's
 * life). When the ID token nears its end it is refreshed; when that fails, or the API answers 401, the
 * tokens are forgotten and the dashboard goes back to the sign-in screen.
 */
export function AdminAuthProvider({ children }: { children: ReactNode }) {
  const client = adminAuthClient();
  const [state, setState] = useState<AuthState>({ status: 'loading' });

  const expire = useCallback(
    (reason: SignedOutReason) => {
      void client.forget();
      setState({ status: 'signed-out', reason });
    },
    [client],
  );

  useEffect(() => {
    let live = true;
    void client.current().then((user) => {
      if (live) setState(user ? { status: 'signed-in', user } : { status: 'signed-out', reason: undefined });
    });
    return () => {
      live = false;
    };
  }, [client]);

  const user = state.status === 'signed-in' ? state.user : null;
  // Set while rendering (not in an effect): the dashboard's queries start in child effects, which run
  // before this provider's effects.
  setAdminTokenSource(user ? () => user.idToken : () => null, () => expire('expired'));
  // A minute before the ID token ends, the refresh token gets a new one; only when that fails is she signed out.
  useEffect(() => {
    if (!user) return;
    const ms = user.expiresAt * 1000 - Date.now() - 60_000;
    const timer = window.setTimeout(() => {
      void client.refresh().then((next) => (next ? setState({ status: 'signed-in', user: next }) : expire('expired')));
    }, Math.max(0, Math.min(ms, 2 ** 31 - 1)));
    return () => window.clearTimeout(timer);
  }, [user, expire, client]);
  // Every tab shares the device's session: a sign-in, refresh or sign-out in one reaches the others.
  useEffect(
    () =>
      client.onChange((next) => setState(next ? { status: 'signed-in', user: next } : { status: 'signed-out', reason: 'signed-out' })),
    [client],
  );

  const value = useMemo<AdminAuth>(
    () => ({
      state,
      mode: client.mode,
      async signIn(credentials) {
        const signedIn = await client.signIn(credentials);
        if (signedIn) setState({ status: 'signed-in', user: signedIn });
      },
      async completeSignIn() {
        const signedIn = await client.completeSignIn();
        setState(signedIn ? { status: 'signed-in', user: signedIn } : { status: 'signed-out', reason: undefined });
      },
      async signOut() {
        await client.signOut();
        setState({ status: 'signed-out', reason: 'signed-out' });
      },
    }),
    [state, client],
  );
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

export function useAdminAuth(): AdminAuth {
  const value = useContext(Ctx);
  if (!value) throw new Error('useAdminAuth must be used inside AdminAuthProvider');
  return value;
}
