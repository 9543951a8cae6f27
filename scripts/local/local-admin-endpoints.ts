import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SITE_SECURITY_HEADERS } from '@crystal/shared/security-headers';
import { UPLOAD_RULES } from '@crystal/shared/images/upload-rules';
import {
  LOCAL_UPLOAD_PREFIX,
  looksLikeImage,
  verifyLocalUpload,
} from '../../functions/src/admin/uploads/local-upload-signature';
import { localRefresh, localRevoke, localSignIn } from './local-issuer';

/**
 * Endpoints that exist only offline, standing in for AWS services (so they are not in the route table):
 * POST /local-auth/token is the local identity issuer's sign-in (Cognito's Hosted UI in production), with
 * /local-auth/refresh and /local-auth/revoke for its refresh token;
 * PUT /local-upload/<key> is the presigned-S3-PUT counterpart that writes into the private originals folder
 * (not served; the image function makes the served variants from it).
 */
/** Writes an original once, as S3's `If-None-Match: *` does: false when the key already holds a file. */
async function writeOriginal(dataDir: string, key: string, body: Buffer): Promise<boolean> {
  const root = path.resolve(dataDir, 'originals');
  const file = path.resolve(root, key);
  if (!file.startsWith(root + path.sep)) throw new Error(`upload key escapes the originals folder: ${key}`);
  await mkdir(root, { recursive: true });
  try {
    await writeFile(file, body, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

export const LOCAL_AUTH_PATH = '/local-auth/token';
/** The local issuer's refresh-token grant and revocation (Cognito's /oauth2/token and /oauth2/revoke). */
export const LOCAL_REFRESH_PATH = '/local-auth/refresh';
export const LOCAL_REVOKE_PATH = '/local-auth/revoke';

function reply(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { ...SITE_SECURITY_HEADERS, 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

function readCapped(req: IncomingMessage, cap: number): Promise<Buffer | 'too-large'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size <= cap) chunks.push(c);
    });
    req.on('end', () => resolve(size > cap ? 'too-large' : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Handles the request when it is one of the local-only endpoints; returns false otherwise. */
export async function handleLocalAdminEndpoint(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  method: string,
  dataDir: string,
): Promise<boolean> {
  if (url.pathname === LOCAL_AUTH_PATH || url.pathname === LOCAL_REFRESH_PATH || url.pathname === LOCAL_REVOKE_PATH) {
    if (method !== 'POST') return reply(res, 405, { error: 'Method not allowed' }), true;
    const body = await readCapped(req, 8192);
    let creds: { username?: unknown; password?: unknown; refreshToken?: unknown } = {};
    try {
      creds = body === 'too-large' ? {} : (JSON.parse(body.toString('utf8') || '{}') as typeof creds);
    } catch {
      return reply(res, 400, { error: 'Request body is not valid JSON' }), true;
    }
    if (url.pathname === LOCAL_REVOKE_PATH) return await localRevoke(creds.refreshToken), reply(res, 200, { revoked: true }), true;
    const result = url.pathname === LOCAL_AUTH_PATH ? await localSignIn(creds.username, creds.password) : await localRefresh(creds.refreshToken);
    if (!result.ok) {
      const error = url.pathname === LOCAL_AUTH_PATH ? 'Incorrect username or password' : 'Sign-in required: the session has ended';
      return reply(res, 401, { error }), true;
    }
    const { idToken, expiresAt, email, refreshToken } = result;
    return reply(res, 200, { idToken, expiresAt, email, refreshToken }), true;
  }
  if (url.pathname.startsWith(LOCAL_UPLOAD_PREFIX)) {
    if (method !== 'PUT') return reply(res, 405, { error: 'Method not allowed' }), true;
    const grant = verifyLocalUpload(dataDir, url);
    if ('error' in grant) return reply(res, 403, { error: grant.error }), true;
    if ((req.headers['content-type'] ?? '') !== grant.type) {
      return reply(res, 403, { error: `Content-Type must be ${grant.type}, as signed` }), true;
    }
    const body = await readCapped(req, Math.min(grant.size, UPLOAD_RULES.maxBytes));
    if (body === 'too-large') return reply(res, 413, { error: UPLOAD_RULES.tooLarge }), true;
    if (body.length !== grant.size) return reply(res, 400, { error: 'The file size does not match the signed size' }), true;
    if (!looksLikeImage(grant.type, body)) return reply(res, 400, { error: `The file is not a ${grant.type} image` }), true;
    if (!(await writeOriginal(dataDir, grant.key, body))) {
      return reply(res, 412, { error: 'This upload address was already used: ask for a new one' }), true;
    }
    res.writeHead(200, { ...SITE_SECURITY_HEADERS, 'cache-control': 'no-store' });
    return res.end(), true;
  }
  return false;
}
