import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** The test file's outbox (OUTBOX_DIR): names of the .eml files, and one message's parts decoded. */
export async function outboxFiles(prefix = ''): Promise<string[]> {
  const files = await readdir(process.env.OUTBOX_DIR!).catch(() => [] as string[]);
  return files.filter((f) => f.startsWith(prefix)).sort();
}

export type ReadMail = { headers: string; text: string; html: string };

/** Reads an .eml the outbox mailer wrote: its headers and its base64 text and HTML parts, decoded. */
export async function readMail(file: string): Promise<ReadMail> {
  const eml = await readFile(path.join(process.env.OUTBOX_DIR!, file), 'utf8');
  const [headers = ''] = eml.split('\r\n\r\n');
  const part = (type: string) => {
    const match = new RegExp(`Content-Type: ${type}; charset=UTF-8\\r\\nContent-Transfer-Encoding: base64\\r\\n\\r\\n([A-Za-z0-9+/=]+)`).exec(eml);
    return match ? Buffer.from(match[1]!, 'base64').toString('utf8') : '';
  };
  return { headers, text: part('text/plain'), html: part('text/html') };
}
