import { useState, type FormEvent } from 'react';
import { errorMessage } from '@/lib/api-client';
import { useAdminAuth } from '../auth/admin-auth-context';

/** The artisan's sign-in: a username and password offline, Cognito's Hosted UI in production. */
export function SignInScreen() {
  const { state, mode, signIn } = useAdminAuth();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reason = state.status === 'signed-out' ? state.reason : undefined;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      await signIn(mode === 'local' ? { username: String(data.get('username')), password: String(data.get('password')) } : undefined);
    } catch (e) {
      setError(errorMessage(e, 'Sign-in failed. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-gradient-to-b from-amethyst-50 to-cream px-4">
      <div className="card w-full max-w-sm p-6 sm:p-8">
        <p className="text-xs font-semibold uppercase tracking-widest text-amethyst-700">Sacred Crystal Jewelry</p>
        <h1 className="mt-1 text-2xl font-semibold">Studio sign-in</h1>
        {reason === 'expired' && (
          <p role="status" className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            Your session has expired. Please sign in again.
          </p>
        )}
        {reason === 'signed-out' && (
          <p role="status" className="mt-4 rounded-lg bg-mist p-3 text-sm text-muted">
            You are signed out.
          </p>
        )}
        <form className="mt-6 space-y-4" onSubmit={submit} noValidate>
          {mode === 'local' ? (
            <>
              <div>
                <label className="label" htmlFor="admin-username">
                  Username
                </label>
                <input id="admin-username" name="username" className="input" autoComplete="username" required />
              </div>
              <div>
                <label className="label" htmlFor="admin-password">
                  Password
                </label>
                <input id="admin-password" name="password" type="password" className="input" autoComplete="current-password" required />
              </div>
              <p className="text-xs text-muted">Running offline: `npm start` prints the local sign-in.</p>
            </>
          ) : (
            <p className="text-sm text-muted">You will be taken to the secure sign-in page and brought back here.</p>
          )}
          {error && (
            <p role="alert" className="field-error">
              {error}
            </p>
          )}
          <button type="submit" className="btn-primary w-full" disabled={busy}>
            {busy ? 'Signing in…' : 'Sign in'}
          </button>
        </form>
      </div>
    </main>
  );
}
