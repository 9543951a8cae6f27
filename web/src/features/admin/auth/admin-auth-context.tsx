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
 * Holds the artisan's sign-in. When the token expires, or the API answers 401, the tokens are
 * forgotten and the dashboard goes back to the sign-in screen.
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
  useEffect(() => {
    if (!user) return;
    const ms = user.expiresAt * 1000 - Date.now();
    const timer = window.setTimeout(() => expire('expired'), Math.max(0, Math.min(ms, 2 ** 31 - 1)));
    return () => window.clearTimeout(timer);
  }, [user, expire]);

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
