import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { NEWSLETTER_CONSENT_TEXT, NEWSLETTER_CONSENT_TEXT_FR } from '@crystal/shared/schemas/newsletter';
import { db, tableName } from '../lib/db/client';
import { invoke, sessionHeaders } from '../test/invoke';
import { listSubscribers } from './newsletter-repository';

let ipCounter = 0;
const post = (body: unknown, sessionId = randomUUID()) =>
  invoke('POST', '/api/newsletter', { headers: sessionHeaders(sessionId), sourceIp: `198.51.100.${++ipCounter}`, body });

async function subscriberRecords() {
  const out = await db.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': 'NEWSLETTER' },
    }),
  );
  return out.Items ?? [];
}

describe('POST /api/newsletter', () => {
  it('stores the address with consent time, source and wording; signing up twice keeps one record and the first consent', async () => {
    const first = await post({ email: '  Luna.Rivers@Example.ca ', source: 'footer' });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ email: 'luna.rivers@example.ca', subscribed: true, alreadySubscribed: false });

    const stored = await db.send(
      new GetCommand({ TableName: tableName, Key: { pk: 'NEWSLETTER#luna.rivers@example.ca', sk: 'SUBSCRIBER' } }),
    );
    expect(stored.Item).toMatchObject({
      email: 'luna.rivers@example.ca',
      source: 'footer',
      consentText: NEWSLETTER_CONSENT_TEXT,
      gsi2pk: 'NEWSLETTER',
    });
    const consentAt = stored.Item!.consentAt as string;
    expect(Number.isNaN(Date.parse(consentAt))).toBe(false);
    expect(stored.Item!.gsi2sk).toBe(`${consentAt}#luna.rivers@example.ca`);

    const again = await post({ email: 'luna.rivers@example.ca', source: 'home' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ email: 'luna.rivers@example.ca', subscribed: true, alreadySubscribed: true });
    const records = (await subscriberRecords()).filter((r) => r.email === 'luna.rivers@example.ca');
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ consentAt, source: 'footer' });
  });

  it('defaults the source to the footer and lists subscribers oldest first for the export', async () => {
    expect((await post({ email: 'sage@example.ca' })).status).toBe(201);
    const list = await listSubscribers();
    expect(list.map((s) => s.email)).toEqual(['luna.rivers@example.ca', 'sage@example.ca']);
    expect(list[1]).toEqual({
      email: 'sage@example.ca',
      consentAt: expect.any(String),
      source: 'footer',
      consentText: NEWSLETTER_CONSENT_TEXT,
    });
  });

  it.each([
    ['an empty email', { email: '' }, 'email'],
    ['a bad email', { email: 'not-an-email' }, 'email'],
    ['an unknown source', { email: 'a@example.ca', source: 'popup' }, 'source'],
    ['an unknown language', { email: 'a@example.ca', language: 'de' }, 'language'],
    ['a language that is not a string', { email: 'a@example.ca', language: ['fr'] }, 'language'],
  ])('refuses %s with 400 and stores nothing', async (_what, body, field) => {
    const before = (await subscriberRecords()).length;
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(res.body.issues.map((i: { path: string }) => i.path)).toContain(field);
    expect((await subscriberRecords()).length).toBe(before);
  });

  it('requires a valid session header', async () => {
    const res = await invoke('POST', '/api/newsletter', { headers: { 'x-session-id': '1234' }, body: { email: 'x@example.ca' } });
    expect(res.status).toBe(400);
    expect(res.body.issues[0].path).toBe('headers.x-session-id');
  });

  it('records the French consent wording when the French form was shown, and English without a language', async () => {
    const record = async (email: string) =>
      (await db.send(new GetCommand({ TableName: tableName, Key: { pk: `NEWSLETTER#${email}`, sk: 'SUBSCRIBER' } }))).Item;
    const fr = await post({ email: 'Mathilde.Gagnon@Example.ca', source: 'home', language: 'fr' });
    expect(fr.status).toBe(201);
    expect(await record('mathilde.gagnon@example.ca')).toMatchObject({ source: 'home', consentText: NEWSLETTER_CONSENT_TEXT_FR });

    const en = await post({ email: 'sam.clarke@example.ca', language: 'en' });
    expect(en.status).toBe(201);
    expect((await record('sam.clarke@example.ca'))!.consentText).toBe(NEWSLETTER_CONSENT_TEXT);

    // A repeat sign-up in the other language keeps the first consent and its wording.
    const again = await post({ email: 'mathilde.gagnon@example.ca', language: 'en' });
    expect(again.status).toBe(200);
    expect((await record('mathilde.gagnon@example.ca'))!.consentText).toBe(NEWSLETTER_CONSENT_TEXT_FR);
  });
});
