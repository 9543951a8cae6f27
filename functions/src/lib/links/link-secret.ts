import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as z from '@crystal/shared/zod';
import { readEnv } from '../env';
import { secretFrom } from '../secret-from';

const env = readEnv({
  /** SSM SecureString holding the secret that signs order and unsubscribe links (AWS). */
  LINK_SIGNING_SECRET_PARAM: z.optional(z.string().check(z.minLength(1))),
  LINK_SIGNING_SECRET: z.optional(z.string().check(z.minLength(32))),
  LOCAL_DATA_DIR: z._default(z.string(), '.data'),
});

/** Offline: one random secret generated on first use and kept in the data folder. */
async function localSecret(): Promise<string> {
  const file = path.join(env.LOCAL_DATA_DIR, 'link-signing-secret');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    await mkdir(env.LOCAL_DATA_DIR, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    // 'wx': two processes starting at once keep the first one's secret.
    await writeFile(file, secret, { flag: 'wx', mode: 0o600 }).catch(() => undefined);
    return (await readFile(file, 'utf8')).trim();
  }
}

const configured = env.LINK_SIGNING_SECRET_PARAM || env.LINK_SIGNING_SECRET
  ? secretFrom(env.LINK_SIGNING_SECRET_PARAM, env.LINK_SIGNING_SECRET)
  : undefined;
let local: Promise<string> | undefined;

/** The secret that signs links sent by email; from SSM or the environment, else the local file. */
export function linkSecret(): Promise<string> {
  if (configured) return configured();
  local ??= localSecret();
  return local;
}
