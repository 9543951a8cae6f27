/** What the dashboard needs from a sign-in method (Cognito or the local issuer). */
export type AdminUser = { email: string; idToken: string; expiresAt: number };

export type AdminAuthClient = {
  mode: 'cognito' | 'local';
  /** The signed-in user, refreshed with the refresh token when the ID token has expired; else null. */
  current(): Promise<AdminUser | null>;
  /** A new ID token from the refresh token (one sign-in per device), or null when the session has ended. */
  refresh(): Promise<AdminUser | null>;
  /** Called when another tab signs in, refreshes or signs out (the session is shared by the device's tabs). */
  onChange(listener: (user: AdminUser | null) => void): () => void;
  /** Local: checks username and password. Cognito: redirects to the Hosted UI. */
  signIn(credentials?: { username: string; password: string }): Promise<AdminUser | null>;
  /** Cognito: completes the redirect back from the Hosted UI. */
  completeSignIn(): Promise<AdminUser | null>;
  /** Forgets the tokens in every tab and revokes the refresh token (and, for Cognito, ends the Hosted UI session). */
  signOut(): Promise<void>;
  /** Forgets the tokens only: used when they expire or the API answers 401. */
  forget(): Promise<void>;
};
