import { UserManager, WebStorageStateStore, type User } from 'oidc-client-ts';
import type { AdminAuthClient, AdminUser } from './admin-session';
import { adminUrl } from './auth-config';

function toAdminUser(user: User | null): AdminUser | null {
  if (!user || user.expired || !user.id_token) return null;
  return {
    idToken: user.id_token,
    expiresAt: user.expires_at ?? 0,
    email: typeof user.profile.email === 'string' ? user.profile.email : user.profile.sub,
  };
}

/**
 * Production sign-in: Cognito's Hosted UI with authorization code + PKCE (oidc-client-ts does the flow
 * and the token handling). Tokens live in localStorage, shared by the device's tabs: one sign-in lasts for
 * the refresh token's life (7 days, infra/lib/identity.ts), and "Sign out" revokes it and ends it in every
 * tab. The ID token carries the cognito:groups claim that the API's admin check reads.
 */
export function cognitoAuthClient(config: { authority: string; clientId: string; domain: string }): AdminAuthClient {
  const manager = new UserManager({
    authority: config.authority,
    client_id: config.clientId,
    // The app client's callback URL (infra/lib/identity.ts): the dashboard itself, which finishes the
    // exchange when it sees ?code=&state=.
    redirect_uri: adminUrl(),
    post_logout_redirect_uri: adminUrl(),
    response_type: 'code',
    scope: 'openid email profile',
    userStore: new WebStorageStateStore({ store: window.localStorage }),
    stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
    automaticSilentRenew: false,
    monitorSession: false,
  });
  const forget = () => manager.removeUser();
  // The refresh-token grant (Cognito's /oauth2/token): a new ID token with no page load.
  const refresh = async () => {
    const user = await manager.getUser();
    if (!user?.refresh_token) return null;
    return toAdminUser(await manager.signinSilent().catch(() => null));
  };
  return {
    mode: 'cognito',
    current: async () => toAdminUser(await manager.getUser()) ?? refresh(),
    refresh,
    onChange(listener) {
      const onStorage = (e: StorageEvent) => {
        if (e.key === null || e.key.startsWith('oidc.user:')) void manager.getUser().then((u) => listener(toAdminUser(u)));
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
    async signIn() {
      await manager.signinRedirect();
      return null;
    },
    completeSignIn: async () => toAdminUser(await manager.signinRedirectCallback()),
    async signOut() {
      // Revoke the refresh token (the app client enables revocation), so no tab or device signs in with it again.
      await manager.revokeTokens(['refresh_token']).catch(() => undefined);
      await manager.removeUser();
      // Cognito has no OIDC end-session endpoint: its /logout ends the Hosted UI session.
      const params = new URLSearchParams({ client_id: config.clientId, logout_uri: adminUrl() });
      window.location.assign(`${config.domain}/logout?${params}`);
    },
    forget,
  };
}
