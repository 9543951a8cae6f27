import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { outboxMailer } from './outbox-mailer';

describe('outbox mailer', () => {
  it('writes one .eml per message, and one per idempotency key however often it is sent', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
    const mailer = outboxMailer(dir, 'Shop <shop@example.ca>');
    const msg = { to: 'a@example.ca', subject: 'Your order #12 — thank you', text: 'Total $68.00', html: '<p>Total $68.00</p>', idempotencyKey: 'order-12' };
    await mailer.send(msg);
    await mailer.send(msg);
    const files = readdirSync(dir);
    expect(files).toEqual(['order-12.eml']);
    const eml = readFileSync(path.join(dir, files[0]!), 'utf8');
    expect(eml).toContain('To: a@example.ca');
    expect(eml).toContain('Subject: =?UTF-8?B?');
    expect(eml).toContain('multipart/alternative');
    expect(eml).toContain(Buffer.from('Total $68.00').toString('base64'));
  });
});
