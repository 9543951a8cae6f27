import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SignJWT, exportJWK, generateKeyPair, importJWK, jwtVerify, type JWK } from 'jose';
import type { AdminAuthResult } from './admin-auth-result';

export const LOCAL_ISSUER = 'http://localhost/local-issuer';
export const LOCAL_AUDIENCE = 'crystal-shop-admin';

type KeyFile = { privateJwk: JWK; publicJwk: JWK };

function keyFile(): string {
  const dir = path.join(process.env.LOCAL_DATA_DIR ?? '.data', 'local-issuer');
  mkdirSync(dir, { recursive: true });
  return path.join(dir, 'keys.json');
}

let keys: Promise<KeyFile> | undefined;

/** The local issuer's RS256 key pair, made once and kept under the data folder. */
export function issuerKeys(): Promise<KeyFile> {
  keys ??= (async () => {
    const file = keyFile();
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as KeyFile;
    const pair = await generateKeyPair('RS256', { extractable: true });
    const made: KeyFile = {
      privateJwk: { ...(await exportJWK(pair.privateKey)), kid: 'local-1', alg: 'RS256' },
      publicJwk: { ...(await exportJWK(pair.publicKey)), kid: 'local-1', alg: 'RS256' },
    };
    writeFileSync(file, JSON.stringify(made), { mode: 0o600 });
    return made;
  })();
  return keys;
}

export async function signLocalToken(
  claims: { sub: string; email?: string; groups: string[] },
  expiresIn: string | number = '1h',
): Promise<string> {
  const { privateJwk } = await issuerKeys();
  const key = await importJWK(privateJwk, 'RS256');
  return new SignJWT({ email: claims.email, 'cognito:groups': claims.groups, token_use: 'id' })
    .setProtectedHeader({ alg: 'RS256', kid: 'local-1' })
    .setSubject(claims.sub)
    .setIssuer(LOCAL_ISSUER)
    .setAudience(LOCAL_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(key);
}

export async function verifyLocalAdminToken(token: string): Promise<AdminAuthResult> {
  try {
    const { publicJwk } = await issuerKeys();
    const key = await importJWK(publicJwk, 'RS256');
    const { payload } = await jwtVerify(token, key, { issuer: LOCAL_ISSUER, audience: LOCAL_AUDIENCE });
    return { ok: true, claims: payload as Record<string, unknown> };
  } catch {
    return { ok: false, error: 'Sign-in required: the token is missing, expired or invalid' };
  }
}

export const LOCAL_ADMIN_DEFAULTS = { username: 'artisan', password: 'crystal-admin', email: 'artisan@localhost' };
export const LOCAL_TOKEN_TTL_SECONDS = 3600;

type AdminAccount = { username: string; password: string; email: string; sub: string };

/**
 * The local sign-in account, kept in <data>/local-issuer/admin.json (made on first start with the
 * documented development password; edit the file to change it).
 */
export function localAdminAccount(): AdminAccount {
  const file = path.join(path.dirname(keyFile()), 'admin.json');
  if (!existsSync(file)) {
    const account: AdminAccount = { ...LOCAL_ADMIN_DEFAULTS, sub: `local-${randomUUID()}` };
    writeFileSync(file, JSON.stringify(account, null, 2), { mode: 0o600 });
    return account;
  }
  return JSON.parse(readFileSync(file, 'utf8')) as AdminAccount;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** As Cognito's app client (infra/lib/identity.ts): a refresh token lasts 7 days, and signing out revokes it. */
export const LOCAL_REFRESH_TTL_SECONDS = 7 * 24 * 3600;

type Tokens = { ok: true; idToken: string; expiresAt: number; email: string; refreshToken: string };

async function idTokenFor(account: AdminAccount) {
  const idToken = await signLocalToken({ sub: account.sub, email: account.email, groups: ['admin'] }, LOCAL_TOKEN_TTL_SECONDS + 's');
  return { idToken, expiresAt: Math.floor(Date.now() / 1000) + LOCAL_TOKEN_TTL_SECONDS, email: account.email };
}

async function refreshTokenFor(account: AdminAccount): Promise<string> {
  const { privateJwk } = await issuerKeys();
  return new SignJWT({ token_use: 'refresh' })
    .setProtectedHeader({ alg: 'RS256', kid: 'local-1' })
    .setSubject(account.sub)
    .setJti(randomUUID())
    .setIssuer(LOCAL_ISSUER)
    .setAudience(LOCAL_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(LOCAL_REFRESH_TTL_SECONDS + 's')
    .sign(await importJWK(privateJwk, 'RS256'));
}

/** The refresh tokens revoked by a sign-out (<data>/local-issuer/revoked.json), as Cognito's /oauth2/revoke. */
function revokedFile(): string {
  return path.join(path.dirname(keyFile()), 'revoked.json');
}
const revokedIds = (): string[] => (existsSync(revokedFile()) ? (JSON.parse(readFileSync(revokedFile(), 'utf8')) as string[]) : []);

async function refreshClaims(token: unknown): Promise<{ sub: string; jti: string } | null> {
  if (typeof token !== 'string' || token.length > 4096) return null;
  try {
    const { publicJwk } = await issuerKeys();
    const { payload } = await jwtVerify(token, await importJWK(publicJwk, 'RS256'), { issuer: LOCAL_ISSUER, audience: LOCAL_AUDIENCE });
    if (payload.token_use !== 'refresh' || !payload.sub || !payload.jti || revokedIds().includes(payload.jti)) return null;
    return { sub: payload.sub, jti: payload.jti };
  } catch {
    return null;
  }
}

/** POST /local-auth/token: username and password in, an admin ID token and a refresh token (as Cognito would issue) out. */
export async function localSignIn(username: unknown, password: unknown): Promise<Tokens | { ok: false }> {
  const account = localAdminAccount();
  const userOk = timingSafeEqual(digest(String(username ?? '')), digest(account.username));
  const passOk = timingSafeEqual(digest(String(password ?? '')), digest(account.password));
  if (!userOk || !passOk) return { ok: false };
  return { ok: true, ...(await idTokenFor(account)), refreshToken: await refreshTokenFor(account) };
}

/** POST /local-auth/refresh: a live refresh token in, a new ID token out (every tab and reload stays signed in). */
export async function localRefresh(refreshToken: unknown): Promise<Tokens | { ok: false }> {
  const account = localAdminAccount();
  const claims = await refreshClaims(refreshToken);
  if (!claims || claims.sub !== account.sub) return { ok: false };
  return { ok: true, ...(await idTokenFor(account)), refreshToken: refreshToken as string };
}

/** POST /local-auth/revoke: "Sign out" ends the refresh token, so no tab or reload signs in with it again. */
export async function localRevoke(refreshToken: unknown): Promise<void> {
  const claims = await refreshClaims(refreshToken);
  if (claims) writeFileSync(revokedFile(), JSON.stringify([...revokedIds(), claims.jti].slice(-1000)), { mode: 0o600 });
}
