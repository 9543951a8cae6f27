import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { invoke, sessionHeaders } from '../test/invoke';
import { outboxFiles, readMail } from '../test/outbox';

const claims = { sub: 'artisan-1', email: 'artisan@example.com', 'cognito:groups': ['admin'] };
const oneClick = (url: string, body = 'List-Unsubscribe=One-Click') =>
  invoke('POST', new URL(url).pathname, { rawBody: body, headers: { 'content-type': 'application/x-www-form-urlencoded' } });

describe('newsletter unsubscribe', () => {
  it('the welcome mail carries a signed one-click link and List-Unsubscribe headers; one click removes the address at once', async () => {
    const email = `reader-${randomUUID()}@example.ca`;
    expect((await invoke('POST', '/api/newsletter', { headers: sessionHeaders(randomUUID()), body: { email, source: 'footer' } })).status).toBe(201);
    const [file] = await outboxFiles(`newsletter-${email.replace(/[^\w.-]/g, '_')}`);
    const mail = await readMail(file!);
    const header = /List-Unsubscribe: <([^>]+)>/.exec(mail.headers)?.[1];
    expect(header).toMatch(/^http:\/\/localhost:3000\/api\/newsletter\/unsubscribe\/[\w-]+\.\d+\.[\w-]{43}$/);
    expect(mail.headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(mail.text).toMatch(/\/shop\/unsubscribe\?token=[\w-]+\.\d+\.[\w-]{43}/);

    expect((await oneClick(header!, 'nonsense')).status).toBe(400);
    const token = header!.split('/').pop()!;
    expect((await oneClick(header!.replace(token, `${token.slice(0, -2)}xx`))).status).toBe(404);
    expect((await oneClick(header!)).status).toBe(200);
    expect((await oneClick(header!)).status).toBe(200);
    const csv = await invoke('GET', '/api/admin/newsletter/export', { claims });
    const row = csv.text.split('\r\n').find((r) => r.startsWith(email))!;
    expect(csv.text.split('\r\n')[0]).toBe('email,consent_at,source,consent_text,unsubscribed_at');
    expect(row.split(',').at(-1)).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    // Signing up again records a fresh consent.
    expect((await invoke('POST', '/api/newsletter', { headers: sessionHeaders(randomUUID()), body: { email, source: 'home' } })).status).toBe(201);
    const again = (await invoke('GET', '/api/admin/newsletter/export', { claims })).text.split('\r\n').find((r) => r.startsWith(email))!;
    expect(again.endsWith(',')).toBe(true);
  });
});
