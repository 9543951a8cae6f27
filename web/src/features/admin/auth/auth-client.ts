import type { AdminAuthClient } from './admin-session';
import { readAdminAuthConfig } from './auth-config';
import { cognitoAuthClient } from './cognito-auth-client';
import { localAuthClient } from './local-auth-client';

let client: AdminAuthClient | undefined;

/** The one sign-in client (Cognito when the deployed admin-config.json or the build says so, else local). */
export function adminAuthClient(): AdminAuthClient {
  if (!client) {
    const config = readAdminAuthConfig();
    client = config.mode === 'cognito' ? cognitoAuthClient(config) : localAuthClient();
  }
  return client;
}
