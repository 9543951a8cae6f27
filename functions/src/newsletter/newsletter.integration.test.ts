import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { NEWSLETTER_CONSENT_TEXT, NEWSLETTER_CONSENT_TEXT_FR } from '@crystal/shared/schemas/newsletter';
import { db, tableName } from '../lib/db/client';
import { invoke, sessionHeaders } from '../test/invoke';
import { outboxFiles, readMail } from '../test/outbox';
import { listSubscribers } from './newsletter-repository';

let ipCounter = 0;
const post = (body: unknown, sessionId = randomUUID()) =>
  invoke('POST', '/api/newsletter', { headers: sessionHeaders(sessionId), sourceIp: `198.51.100.${++ipCounter}`, body });
const confirmPath = (link: string) => `/api/newsletter/confirm/${new URL(link).searchParams.get('token')}`;
const record = async (email: string) =>
  (await db.send(new GetCommand({ TableName: tableName, Key: { pk: `NEWSLETTER#${email}`, sk: 'SUBSCRIBER' } }))).Item;
/** The outbox's confirmation mails to one address (file names follow the mail's idempotency key). */
const fileName = (key: string) => key.replace(/[^\w.-]/g, '_');
const confirmations = (email: string) => outboxFiles(fileName(`newsletter-confirm-${email}-`));
const welcomes = (email: string) => outboxFiles(fileName(`newsletter-${email}-welcome`));
/** The confirmation link in the latest confirmation mail to the address. */
async function confirmLink(email: string): Promise<string> {
  const files = await confirmations(email);
  const mail = await readMail(files.at(-1)!);
  return /https?:\/\/\S+\/newsletter\/confirm\?token=[\w.-]+/.exec(mail.text)![0];
}

describe('POST /api/newsletter (double opt-in)', () => {
  it('stores a pending sign-up with the wording shown, mails one confirmation link, records no consent and sends no welcome', async () => {
    const res = await post({ email: '  Luna.Rivers@Example.ca ', source: 'footer' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ email: 'luna.rivers@example.ca', status: 'pending' });
    const stored = await record('luna.rivers@example.ca');
    expect(stored).toMatchObject({ email: 'luna.rivers@example.ca', status: 'pending', source: 'footer', requestText: NEWSLETTER_CONSENT_TEXT, gsi2pk: 'NEWSLETTER' });
    expect(stored).not.toHaveProperty('consentAt');
    expect(stored).not.toHaveProperty('consentText');
    expect(await confirmations('luna.rivers@example.ca')).toHaveLength(1);
    expect(await welcomes('luna.rivers@example.ca')).toHaveLength(0);
    const link = await confirmLink('luna.rivers@example.ca');
    expect(link).toMatch(/\/shop\/newsletter\/confirm\?token=/);

    // Asking again while pending mails the link again (no new sign-up); the first request stays.
    const again = await post({ email: 'luna.rivers@example.ca', source: 'home' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ email: 'luna.rivers@example.ca', status: 'pending' });
    expect(await record('luna.rivers@example.ca')).toMatchObject({ source: 'footer', requestId: stored!.requestId });
    expect(await confirmations('luna.rivers@example.ca')).toHaveLength(2);
  });

  it('the click records the consent with its wording and time, sends the welcome once; clicking again answers the same', async () => {
    const email = 'luna.rivers@example.ca';
    const link = await confirmLink(email);
    const before = Date.now();
    const res = await invoke('POST', confirmPath(link));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ confirmed: true });
    const stored = await record(email);
    expect(stored).toMatchObject({ status: 'confirmed', consentText: NEWSLETTER_CONSENT_TEXT });
    expect(Date.parse(stored!.consentAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(stored).not.toHaveProperty('requestId');
    expect(await welcomes(email)).toHaveLength(1);

    expect((await invoke('POST', confirmPath(link))).status).toBe(200);
    expect(await welcomes(email)).toHaveLength(1);
    // A confirmed address signing up again gets no mail and keeps its consent.
    const again = await post({ email });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ email, status: 'confirmed' });
    expect((await record(email))!.consentAt).toBe(stored!.consentAt);
  });

  it('a tampered token, or one of another purpose, confirms nothing (404)', async () => {
    const email = `reader-${randomUUID()}@example.ca`;
    expect((await post({ email })).status).toBe(201);
    const path = confirmPath(await confirmLink(email));
    expect((await invoke('POST', `${path.slice(0, -2)}xx`)).status).toBe(404);
    expect((await invoke('POST', '/api/newsletter/confirm/not-a-token')).status).toBe(404);
    expect((await record(email))!.status).toBe('pending');
  });

  it('lists addresses oldest sign-up first for the export, with their status', async () => {
    expect((await post({ email: 'sage@example.ca' })).status).toBe(201);
    const list = await listSubscribers();
    const [luna, sage] = [list.find((s) => s.email === 'luna.rivers@example.ca')!, list.find((s) => s.email === 'sage@example.ca')!];
    expect(list.indexOf(luna)).toBeLessThan(list.indexOf(sage));
    expect(luna).toMatchObject({ status: 'confirmed', consentText: NEWSLETTER_CONSENT_TEXT });
    expect(sage).toEqual({ email: 'sage@example.ca', status: 'pending', signedUpAt: expect.any(String), source: 'footer' });
  });

  it.each([
    ['an empty email', { email: '' }, 'email'],
    ['a bad email', { email: 'not-an-email' }, 'email'],
    ['an email with a line break', { email: 'a@example.ca\r\nBcc: x@evil.example' }, 'email'],
    ['an unknown source', { email: 'a@example.ca', source: 'popup' }, 'source'],
    ['an unknown language', { email: 'a@example.ca', language: 'de' }, 'language'],
    ['a language that is not a string', { email: 'a@example.ca', language: ['fr'] }, 'language'],
  ])('refuses %s with 400, stores and mails nothing', async (_what, body, field) => {
    const before = (await listSubscribers()).length;
    const mails = (await outboxFiles('newsletter-confirm-')).length;
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(res.body.issues.map((i: { path: string }) => i.path)).toContain(field);
    expect((await listSubscribers()).length).toBe(before);
    expect((await outboxFiles('newsletter-confirm-')).length).toBe(mails);
  });

  it('requires a valid session header', async () => {
    const res = await invoke('POST', '/api/newsletter', { headers: { 'x-session-id': '1234' }, body: { email: 'x@example.ca' } });
    expect(res.status).toBe(400);
    expect(res.body.issues[0].path).toBe('headers.x-session-id');
  });

  it('the French form gets a French mail and link, and the click records the French wording', async () => {
    const email = 'mathilde.gagnon@example.ca';
    expect((await post({ email: 'Mathilde.Gagnon@Example.ca', source: 'home', language: 'fr' })).status).toBe(201);
    const mail = await readMail((await confirmations(email))[0]!);
    expect(mail.headers).toMatch(/Subject: .*(Confirmez|=\?UTF-8\?)/);
    expect(mail.text).toContain('Confirmer mon abonnement');
    const link = await confirmLink(email);
    expect(link).toMatch(/\/shop\/fr\/newsletter\/confirm\?token=/);
    expect((await invoke('POST', confirmPath(link))).status).toBe(200);
    expect(await record(email)).toMatchObject({ status: 'confirmed', source: 'home', consentText: NEWSLETTER_CONSENT_TEXT_FR });

    const en = 'sam.clarke@example.ca';
    expect((await post({ email: en, language: 'en' })).status).toBe(201);
    expect((await record(en))!.requestText).toBe(NEWSLETTER_CONSENT_TEXT);
  });

  it('sends at most 3 confirmation mails a day to one address, whoever asks', async () => {
    const email = `reader-${randomUUID()}@example.ca`;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await post({ email })).status);
    expect(statuses).toEqual([201, 200, 200, 429]);
    expect(await confirmations(email)).toHaveLength(3);
  });
});
