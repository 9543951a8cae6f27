import { describe, expect, it } from 'vitest';
import { webBuildEnv } from '../bin/web-env';

const outputs = {
  BasePath: '/shop/',
  CognitoIssuer: 'https://cognito-idp.ca-central-1.amazonaws.com/ca-central-1_abc',
  UserPoolClientId: 'client123',
  CognitoDomain: 'https://crystal-shop-dev.auth.ca-central-1.amazoncognito.com',
  ApiOnOwnHost: 'false',
  ApiEndpoint: 'https://abc.execute-api.ca-central-1.amazonaws.com/',
};

describe('webBuildEnv', () => {
  it('turns stack outputs into the web build settings (same-origin API)', () => {
    expect(webBuildEnv(outputs)).toEqual({
      BASE_PATH: '/shop/',
      VITE_ADMIN_AUTH: 'cognito',
      VITE_COGNITO_AUTHORITY: outputs.CognitoIssuer,
      VITE_COGNITO_CLIENT_ID: 'client123',
      VITE_COGNITO_DOMAIN: outputs.CognitoDomain,
      API_BASE: '',
    });
  });

  it('points the web at the API host when it has one of its own', () => {
    expect(webBuildEnv({ ...outputs, ApiOnOwnHost: 'true' }).API_BASE).toBe('https://abc.execute-api.ca-central-1.amazonaws.com');
  });

  it('names missing outputs', () => {
    expect(() => webBuildEnv({ BasePath: '/shop/' })).toThrow(/CognitoIssuer.*UserPoolClientId/);
  });
});
