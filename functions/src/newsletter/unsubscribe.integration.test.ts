import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { invoke, sessionHeaders } from '../test/invoke';
import { outboxFiles, readMail } from '../test/outbox';

const claims = { sub: 'artisan-1', email: 'artisan@example.com', 'cognito:groups': ['admin'] };
const oneClick = (url: string, body = 'List-Unsubscribe=One-Click') =>
  invoke('POST', new URL(url).pathname, { rawBody: body, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
const fileName = (key: string) => key.replace(/[^\w.-]/g, '_');
const signUp = (email: string, source = 'footer', language?: 'fr') =>
  invoke('POST', '/api/newsletter', {
    headers: sessionHeaders(randomUUID()),
    sourceIp: `192.0.2.${Math.floor(Math.random() * 250) + 1}`,
    body: { email, source, ...(language ? { language } : {}) },
  });
async function clickLatestConfirmation(email: string) {
  const files = await outboxFiles(fileName(`newsletter-confirm-${email}-`));
  const link = /https?:\/\/\S+\/newsletter\/confirm\?token=([\w.-]+)/.exec((await readMail(files.at(-1)!)).text)!;
  return invoke('POST', `/api/newsletter/confirm/${link[1]}`);
}
async function exportRow(email: string): Promise<Record<string, string>> {
  const lines = (await invoke('GET', '/api/admin/newsletter/export', { claims })).text.split('\r\n');
  const header = lines[0]!.split(',');
  const row = lines.find((r) => r.startsWith(`${email},`))!.split(',');
  return Object.fromEntries(header.map((h, i) => [h, row[i]!]));
}

describe('newsletter unsubscribe', () => {
  it('welcomes a sign-up from the French site in French, with the French unsubscribe page', async () => {
    const email = `lectrice-${randomUUID()}@example.ca`;
    expect((await signUp(email, 'footer', 'fr')).status).toBe(201);
    expect((await clickLatestConfirmation(email)).status).toBe(200);
    const [file] = await outboxFiles(fileName(`newsletter-${email}-welcome`));
    const mail = await readMail(file!);
    expect(mail.text).toContain('Merci de votre inscription.');
    expect(mail.text).toMatch(/\/shop\/fr\/unsubscribe\?token=/);
  });

  it('the welcome mail (sent on confirmation) carries a signed one-click link and List-Unsubscribe headers; one click removes the address at once', async () => {
    const email = `reader-${randomUUID()}@example.ca`;
    expect((await signUp(email)).status).toBe(201);
    expect(await outboxFiles(fileName(`newsletter-${email}-welcome`))).toHaveLength(0);
    expect((await clickLatestConfirmation(email)).status).toBe(200);
    const [file] = await outboxFiles(fileName(`newsletter-${email}-welcome`));
    const mail = await readMail(file!);
    const header = /List-Unsubscribe: <([^>]+)>/.exec(mail.headers)?.[1];
    expect(header).toMatch(/^http:\/\/localhost:3000\/api\/newsletter\/unsubscribe\/[\w-]+\.\d+\.[\w-]{43}$/);
    expect(mail.headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(mail.text).toMatch(/\/shop\/unsubscribe\?token=[\w-]+\.\d+\.[\w-]{43}/);

    expect((await oneClick(header!, 'nonsense')).status).toBe(400);
    const token = header!.split('/').pop()!;
    expect((await oneClick(header!.replace(token, `${token.slice(0, -2)}xx`))).status).toBe(404);
    expect((await oneClick(header!)).status).toBe(200);
    const first = await exportRow(email);
    expect((await oneClick(header!)).status).toBe(200);
    const csv = await invoke('GET', '/api/admin/newsletter/export', { claims });
    expect(csv.text.split('\r\n')[0]).toBe('email,consent_at,source,consent_text,unsubscribed_at,status,signed_up_at');
    expect(first).toMatchObject({ status: 'unsubscribed', unsubscribed_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
    // A second click keeps the first opt-out's time.
    expect((await exportRow(email)).unsubscribed_at).toBe(first.unsubscribed_at);
  });

  it('issue 33: unsubscribe, sign up again from another session: the opt-out stays, no consent until the new link is clicked, exactly one confirmation mail', async () => {
    const email = `again-${randomUUID()}@example.ca`;
    expect((await signUp(email)).status).toBe(201);
    const oldLinkFiles = await outboxFiles(fileName(`newsletter-confirm-${email}-`));
    const oldLink = /confirm\?token=([\w.-]+)/.exec((await readMail(oldLinkFiles[0]!)).text)![1]!;
    expect((await clickLatestConfirmation(email)).status).toBe(200);
    const welcome = await readMail((await outboxFiles(fileName(`newsletter-${email}-welcome`)))[0]!);
    const unsubscribeUrl = /List-Unsubscribe: <([^>]+)>/.exec(welcome.headers)![1]!;
    expect((await oneClick(unsubscribeUrl)).status).toBe(200);
    const left = await exportRow(email);
    expect(left.status).toBe('unsubscribed');

    const confirmationsBefore = (await outboxFiles(fileName(`newsletter-confirm-${email}-`))).length;
    const again = await signUp(email, 'home');
    expect(again.status).toBe(201);
    expect(again.body).toEqual({ email, status: 'pending' });
    expect((await outboxFiles(fileName(`newsletter-confirm-${email}-`))).length).toBe(confirmationsBefore + 1);

    const pending = await exportRow(email);
    expect(pending).toMatchObject({ status: 'pending', unsubscribed_at: left.unsubscribed_at, consent_at: '', consent_text: '' });
    // The link from before the opt-out confirms nothing.
    expect((await invoke('POST', `/api/newsletter/confirm/${oldLink}`)).status).toBe(404);
    expect((await exportRow(email)).consent_at).toBe('');

    expect((await clickLatestConfirmation(email)).status).toBe(200);
    const back = await exportRow(email);
    expect(back).toMatchObject({ status: 'confirmed', unsubscribed_at: left.unsubscribed_at });
    expect(back.consent_at! > left.unsubscribed_at!).toBe(true);
    expect(await outboxFiles(fileName(`newsletter-${email}-welcome`))).toHaveLength(2);
  });
});
