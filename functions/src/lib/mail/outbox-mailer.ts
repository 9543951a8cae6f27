import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildEml } from './build-eml';
import type { Mailer } from './mailer';

/** Writes each message as an .eml file under the outbox folder (open it with any mail client). */
export function outboxMailer(dir: string, from: string): Mailer {
  return {
    async send(message) {
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const name = (message.idempotencyKey ?? `${stamp}-${Math.random().toString(36).slice(2, 8)}`).replace(/[^\w.-]/g, '_');
      // With an idempotency key the file name is stable, so a retried send overwrites instead of duplicating.
      await writeFile(path.join(dir, `${name}.eml`), buildEml(from, message));
    },
  };
}
