import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Server } from 'node:http';
import { SignJWT, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routesOf } from '@crystal/shared/routes/route-table';
import { invoke } from '../../functions/src/test/invoke';
import { createLocalHttpServer, loadHandlers } from './local-server';
import { LOCAL_AUDIENCE, LOCAL_ISSUER, signLocalToken } from './local-issuer';

/**
 * Every admin route, through the local server's JWT check (the stand-in for API Gateway's authorizer)
 * and the function's admin-group check.
 */
const adminRoutes = routesOf('admin');
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, '1');
const bodyFor = (method: string) => (method === 'GET' ? undefined : '{}');

let server: Server;
let base: string;

beforeAll(async () => {
  const handlers = await loadHandlers();
  server = createLocalHttpServer(
    {
      host: '127.0.0.1',
      port: 0,
      basePath: '/shop/',
      dataDir: process.env.LOCAL_DATA_DIR!,
      inMemory: true,
      webDist: '/nonexistent',
      tableName: process.env.TABLE_NAME!,
    },
    handlers,
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function call(method: string, path: string, authorization?: string) {
  const body = bodyFor(method);
  const res = await fetch(base + concrete(path), {
    method,
    headers: {
      ...(authorization ? { authorization } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body,
  });
  return { status: res.status, body: (await res.json().catch(() => undefined)) as { error?: string } | undefined };
}

async function foreignToken(): Promise<string> {
  const { privateKey } = await generateKeyPair('RS256');
  return new SignJWT({ 'cognito:groups': ['admin'] })
    .setProtectedHeader({ alg: 'RS256', kid: 'local-1' })
    .setSubject('intruder')
    .setIssuer(LOCAL_ISSUER)
    .setAudience(LOCAL_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(privateKey);
}

describe('admin routes through the local server (JWT authorizer)', () => {
  it('covers every admin route of the table', () => {
    expect(adminRoutes.length).toBeGreaterThanOrEqual(6);
    for (const r of adminRoutes) {
      expect(r.auth).toBe('admin');
      expect(r.session).toBe(false);
    }
  });

  it.each(adminRoutes.map((r) => [r.method, r.path] as const))('%s %s refuses bad tokens', async (method, path) => {
    const expired = await signLocalToken({ sub: 'a', groups: ['admin'] }, Math.floor(Date.now() / 1000) - 60);
    const bad = [
      undefined,
      'Bearer',
      'Bearer not.a.jwt',
      'Basic YXJ0aXNhbjpjcnlzdGFsLWFkbWlu',
      `Bearer ${expired}`,
      `Bearer ${await foreignToken()}`,
    ];
    for (const authorization of bad) {
      const res = await call(method, path, authorization);
      expect(res.status, `${method} ${path} with ${authorization?.slice(0, 20)}`).toBe(401);
      expect(res.body?.error).toMatch(/Sign-in required/);
    }
    const tampered = (await signLocalToken({ sub: 'a', groups: ['admin'] })).replace(/\.[^.]+$/, '.AAAA');
    expect((await call(method, path, `Bearer ${tampered}`)).status).toBe(401);
  });

  it.each(adminRoutes.map((r) => [r.method, r.path] as const))(
    '%s %s refuses a valid token without the admin group (403)',
    async (method, path) => {
      const token = await signLocalToken({ sub: 'shopper', email: 's@example.com', groups: ['customers'] });
      const res = await call(method, path, `Bearer ${token}`);
      expect(res.status).toBe(403);
      expect(res.body?.error).toBe('This account is not an administrator');
    },
  );

  it('lets an admin token through to the function', async () => {
    const token = await signLocalToken({ sub: 'artisan', email: 'a@example.com', groups: ['admin'] });
    const res = await call('GET', '/api/admin/products', `Bearer ${token}`);
    expect(res.status).toBe(200);
  });

  it('signs the artisan in at POST /local-auth/token with the local password only', async () => {
    const wrong = await fetch(`${base}/local-auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'artisan', password: 'guess' }),
    });
    expect(wrong.status).toBe(401);
    const right = await fetch(`${base}/local-auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'artisan', password: 'crystal-admin' }),
    });
    expect(right.status).toBe(200);
    const { idToken } = (await right.json()) as { idToken: string };
    expect((await call('GET', '/api/admin/audit', `Bearer ${idToken}`)).status).toBe(200);
  });

  it('refreshes the ID token with the refresh token until a sign-out revokes it (one sign-in per device)', async () => {
    const post = (path: string, body: unknown) =>
      fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const signedIn = (await (await post('/local-auth/token', { username: 'artisan', password: 'crystal-admin' })).json()) as { refreshToken: string; idToken: string };
    expect(signedIn.refreshToken).toMatch(/^eyJ/);
    const refreshed = await post('/local-auth/refresh', { refreshToken: signedIn.refreshToken });
    expect(refreshed.status).toBe(200);
    const { idToken } = (await refreshed.json()) as { idToken: string };
    expect((await call('GET', '/api/admin/audit', `Bearer ${idToken}`)).status).toBe(200);
    // An ID token is not a refresh token, and a forged one is refused.
    expect((await post('/local-auth/refresh', { refreshToken: signedIn.idToken })).status).toBe(401);
    expect((await post('/local-auth/refresh', { refreshToken: `${signedIn.refreshToken}x` })).status).toBe(401);
    expect((await post('/local-auth/refresh', { refreshToken: 42 })).status).toBe(401);
    expect((await post('/local-auth/revoke', { refreshToken: signedIn.refreshToken })).status).toBe(200);
    expect((await post('/local-auth/refresh', { refreshToken: signedIn.refreshToken })).status).toBe(401);
  });
});

describe('admin routes invoked as API Gateway would (claims from the authorizer)', () => {
  it.each(adminRoutes.map((r) => [r.method, r.path] as const))('%s %s needs claims and the admin group', async (method, path) => {
    const body = method === 'GET' ? undefined : {};
    expect((await invoke(method, concrete(path), { body })).status).toBe(401);
    const groupless = await invoke(method, concrete(path), { body, claims: { sub: 'x', 'cognito:groups': '[customers]' } });
    expect(groupless.status).toBe(403);
  });
});

describe('image upload through the local server (the presigned-PUT stand-in)', () => {
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(56, 7)]);

  async function presign(size: number) {
    const token = await signLocalToken({ sub: 'artisan', groups: ['admin'] });
    const res = await fetch(`${base}/api/admin/uploads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ fileName: 'piece.png', contentType: 'image/png', size }),
    });
    return (await res.json()) as { uploadUrl: string; key: string };
  }

  it('stores a signed PNG in the private originals folder, which is never served', async () => {
    const { uploadUrl, key } = await presign(png.length);
    const put = await fetch(base + uploadUrl, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: png });
    expect(put.status).toBe(200);
    expect(readFileSync(path.join(process.env.LOCAL_DATA_DIR!, 'originals', key)).equals(png)).toBe(true);
    for (const url of [`/media/${key}`, `/originals/${key}`, `/media/%2e%2e/originals/${key}`]) {
      const res = await fetch(base + url);
      expect(Buffer.from(await res.arrayBuffer()).equals(png), url).toBe(false);
    }
  });

  it('refuses a tampered signature, another type, another size or a file that is not the image it claims', async () => {
    const { uploadUrl } = await presign(png.length);
    const put = (url: string, type: string, body: Buffer) =>
      fetch(base + url, { method: 'PUT', headers: { 'content-type': type }, body }).then((r) => r.status);
    expect(await put(uploadUrl.replace(/sig=[^&]+/, 'sig=AAAA'), 'image/png', png)).toBe(403);
    expect(await put(uploadUrl.replace('size=64', 'size=65'), 'image/png', png)).toBe(403);
    expect(await put(uploadUrl, 'image/jpeg', png)).toBe(403);
    expect(await put(uploadUrl, 'image/png', png.subarray(0, 10))).toBe(400);
    expect(await put(uploadUrl, 'image/png', Buffer.alloc(png.length, 1))).toBe(400);
  });
});

