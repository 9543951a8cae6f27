/** What the dashboard needs from a sign-in method (Cognito or the local issuer). */
export type AdminUser = { email: string; idToken: string; expiresAt: number };

export type AdminAuthClient = {
  mode: 'cognito' | 'local';
  /** The signed-in user, or null (also when the token has expired). */
  current(): Promise<AdminUser | null>;
  /** Local: checks username and password. Cognito: redirects to the Hosted UI. */
  signIn(credentials?: { username: string; password: string }): Promise<AdminUser | null>;
  /** Cognito: completes the redirect back from the Hosted UI. */
  completeSignIn(): Promise<AdminUser | null>;
  /** Forgets the tokens (and, for Cognito, ends the Hosted UI session). */
  signOut(): Promise<void>;
  /** Forgets the tokens only: used when they expire or the API answers 401. */
  forget(): Promise<void>;
};
