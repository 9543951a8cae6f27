import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Offline counterpart of a presigned S3 URL: the local server accepts a PUT to /local-upload/<key> only
 * with an unexpired HMAC over key, content type and size. The secret lives in the local data folder.
 */
export const LOCAL_UPLOAD_PREFIX = '/local-upload/';

function secret(dataDir: string): Buffer {
  const dir = path.join(dataDir, 'local-issuer');
  const file = path.join(dir, 'upload-secret');
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
}

const payload = (key: string, type: string, size: number, expires: number) => `${key}\n${type}\n${size}\n${expires}`;

export function signLocalUpload(dataDir: string, key: string, type: string, size: number, expires: number): string {
  const sig = createHmac('sha256', secret(dataDir)).update(payload(key, type, size, expires)).digest('base64url');
  const query = new URLSearchParams({ type, size: String(size), expires: String(expires), sig });
  return `${LOCAL_UPLOAD_PREFIX}${key}?${query}`;
}

export type LocalUploadGrant = { key: string; type: string; size: number };

/** Checks a /local-upload/ URL; returns what it allows, or why not. */
export function verifyLocalUpload(dataDir: string, url: URL, now = Date.now()): LocalUploadGrant | { error: string } {
  const key = decodeURIComponent(url.pathname.slice(LOCAL_UPLOAD_PREFIX.length));
  const type = url.searchParams.get('type') ?? '';
  const size = Number(url.searchParams.get('size'));
  const expires = Number(url.searchParams.get('expires'));
  const sig = url.searchParams.get('sig') ?? '';
  if (!key || !type || !Number.isInteger(size) || !Number.isInteger(expires)) return { error: 'Malformed upload URL' };
  const expected = createHmac('sha256', secret(dataDir)).update(payload(key, type, size, expires)).digest();
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { error: 'Upload signature does not match' };
  if (expires * 1000 < now) return { error: 'Upload URL has expired' };
  return { key, type, size };
}

/** The file really is the image type it claims (magic bytes). */
export function looksLikeImage(type: string, bytes: Buffer): boolean {
  if (type === 'image/png') return bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  if (type === 'image/jpeg') return bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  if (type === 'image/webp') return bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';
  if (type === 'image/avif') return bytes.subarray(4, 8).toString('latin1') === 'ftyp' && /^avi[fs]$/.test(bytes.subarray(8, 12).toString('latin1'));
  return false;
}
