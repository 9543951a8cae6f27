import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseAdminConfigFile, readAdminAuthConfig } from './auth-config';
import { localAuthClient } from './local-auth-client';

describe('admin sign-in configuration', () => {
  it('uses the local issuer unless VITE_ADMIN_AUTH is cognito', () => {
    expect(readAdminAuthConfig({})).toEqual({ mode: 'local' });
    expect(readAdminAuthConfig({ VITE_ADMIN_AUTH: 'local' })).toEqual({ mode: 'local' });
  });

  it('needs every Cognito setting, and names the missing ones', () => {
    expect(() => readAdminAuthConfig({ VITE_ADMIN_AUTH: 'cognito', VITE_COGNITO_CLIENT_ID: 'abc' })).toThrow(
      'VITE_COGNITO_AUTHORITY, VITE_COGNITO_DOMAIN',
    );
    expect(
      readAdminAuthConfig({
        VITE_ADMIN_AUTH: 'cognito',
        VITE_COGNITO_AUTHORITY: 'https://cognito-idp.ca-central-1.amazonaws.com/ca-central-1_abc',
        VITE_COGNITO_CLIENT_ID: 'client',
        VITE_COGNITO_DOMAIN: 'https://crystal.auth.ca-central-1.amazoncognito.com/',
      }),
    ).toEqual({
      mode: 'cognito',
      authority: 'https://cognito-idp.ca-central-1.amazonaws.com/ca-central-1_abc',
      clientId: 'client',
      domain: 'https://crystal.auth.ca-central-1.amazoncognito.com',
    });
  });
});

describe('admin-config.json deployed by the stack', () => {
  const deployed = {
    auth: 'cognito',
    authority: 'https://cognito-idp.ca-central-1.amazonaws.com/ca-central-1_abc',
    clientId: 'client',
    domain: 'https://crystal.auth.ca-central-1.amazoncognito.com/',
  };
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('reads the Cognito settings, names missing ones, and is local without auth: cognito', () => {
    expect(parseAdminConfigFile(deployed)).toEqual({
      mode: 'cognito',
      authority: deployed.authority,
      clientId: 'client',
      domain: 'https://crystal.auth.ca-central-1.amazoncognito.com',
    });
    expect(() => parseAdminConfigFile({ auth: 'cognito', clientId: 'client' })).toThrow('authority, domain');
    expect(parseAdminConfigFile({})).toEqual({ mode: 'local' });
    expect(parseAdminConfigFile(null)).toEqual({ mode: 'local' });
  });

  it('the deployed file decides unless the build names Cognito itself', () => {
    const fromSite = parseAdminConfigFile(deployed);
    expect(readAdminAuthConfig({}, fromSite)).toBe(fromSite);
    expect(readAdminAuthConfig({}, undefined)).toEqual({ mode: 'local' });
    expect(
      readAdminAuthConfig(
        { VITE_ADMIN_AUTH: 'cognito', VITE_COGNITO_AUTHORITY: 'https://issuer', VITE_COGNITO_CLIENT_ID: 'own', VITE_COGNITO_DOMAIN: 'https://own' },
        fromSite,
      ),
    ).toMatchObject({ clientId: 'own' });
  });

  it('loads the file before the dashboard: a 404 means local sign-in, another failure stops the load', async () => {
    const answer = (status: number, body?: unknown) =>
      vi.stubGlobal('fetch', vi.fn(async () => new Response(body === undefined ? 'nope' : JSON.stringify(body), { status })));

    answer(200, deployed);
    let config = await import('./auth-config');
    await config.loadAdminAuthConfig();
    expect(config.readAdminAuthConfig({})).toMatchObject({ mode: 'cognito', clientId: 'client' });
    expect(vi.mocked(fetch).mock.calls[0]![0]).toBe('/admin-config.json');

    vi.resetModules();
    answer(404);
    config = await import('./auth-config');
    await config.loadAdminAuthConfig();
    expect(config.readAdminAuthConfig({})).toEqual({ mode: 'local' });

    vi.resetModules();
    answer(503);
    config = await import('./auth-config');
    await expect(config.loadAdminAuthConfig()).rejects.toThrow('admin-config.json answered 503');
  });
});

describe('local sign-in client', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
    localStorage.clear();
  });

  it('keeps the session for the device (every tab), refreshes an ended ID token, and revokes on sign-out', async () => {
    const expiresAt = Math.floor(Date.now() / 1000) + 3600;
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url);
        if (url === '/local-auth/revoke') return new Response('{"revoked":true}', { status: 200 });
        return new Response(JSON.stringify({ idToken: `eyJ.${calls.length}.sig`, expiresAt, email: 'a@localhost', refreshToken: 'eyJ.refresh.sig' }), { status: 200 });
      }),
    );
    const client = localAuthClient();
    const user = await client.signIn({ username: 'artisan', password: 'crystal-admin' });
    expect(user).toEqual({ idToken: 'eyJ.1.sig', expiresAt, email: 'a@localhost' });
    expect(await client.current()).toEqual(user);
    expect(JSON.stringify({ ...localStorage })).toContain('eyJ.refresh.sig');
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('eyJ');

    // The ID token has ended: the next look refreshes it, with no sign-in.
    const key = 'crystal-shop.admin';
    localStorage.setItem(key, JSON.stringify({ ...JSON.parse(localStorage.getItem(key)!), expiresAt: 1 }));
    expect(await client.current()).toEqual({ idToken: 'eyJ.2.sig', expiresAt, email: 'a@localhost' });
    expect(calls).toEqual(['/local-auth/token', '/local-auth/refresh']);

    await client.signOut();
    expect(calls.at(-1)).toBe('/local-auth/revoke');
    expect(localStorage.getItem(key)).toBeNull();
    expect(await client.current()).toBeNull();
  });

  it('tells the other tabs when this one signs out', () => {
    const seen: unknown[] = [];
    const stop = localAuthClient().onChange((u) => seen.push(u));
    window.dispatchEvent(new StorageEvent('storage', { key: 'crystal-shop.admin', newValue: null }));
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: 'crystal-shop.admin', newValue: null }));
    expect(seen).toEqual([null]);
  });

  it('reports a refused sign-in with the server message', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ error: 'Incorrect username or password' }), { status: 401 })));
    await expect(localAuthClient().signIn({ username: 'artisan', password: 'x' })).rejects.toMatchObject({ status: 401 });
  });
});
