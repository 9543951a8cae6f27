import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { codeFromRandomBytes } from '@crystal/shared/gift-card-code';
import { linkSecret } from '../lib/links/link-secret';

/**
 * A code is never stored as it is (issue 49): the table holds a keyed hash to find a card by its code
 * (HMAC-SHA256), and the code sealed with AES-256-GCM so the delivery job and a resend can mail it. Both
 * keys derive from the link-signing secret the stack already keeps in SSM, each under its own label, so
 * neither is the secret itself and the table alone reveals no code.
 */
const keyFor = async (label: string) => createHmac('sha256', await linkSecret()).update(`gift-card:${label}`).digest();

/** The lookup key of a (normalized) code. */
export async function hashGiftCardCode(code: string): Promise<string> {
  return createHmac('sha256', await keyFor('lookup')).update(code).digest('hex');
}

/** iv (12) | tag (16) | ciphertext, base64url. */
export async function sealGiftCardCode(code: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await keyFor('seal'), iv);
  const body = Buffer.concat([cipher.update(code, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

export async function openGiftCardCode(sealed: string): Promise<string> {
  const raw = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', await keyFor('seal'), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

/** A new code: 16 characters, 80 bits from the operating system's secure random source. */
export const newGiftCardCode = (): string => codeFromRandomBytes(randomBytes(16));
