import type { AdminAuthClient } from './admin-session';
import { readAdminAuthConfig } from './auth-config';
import { cognitoAuthClient } from './cognito-auth-client';
import { localAuthClient } from './local-auth-client';

let client: AdminAuthClient | undefined;

/** The one sign-in client of this build (chosen by VITE_ADMIN_AUTH). */
export function adminAuthClient(): AdminAuthClient {
  if (!client) {
    const config = readAdminAuthConfig();
    client = config.mode === 'cognito' ? cognitoAuthClient(config) : localAuthClient();
  }
  return client;
}
