import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shopToday } from '@crystal/shared/shop-date';
import { db, tableName } from '../lib/db/client';
import { invoke, sessionHeaders } from '../test/invoke';
import { listContactSubmissions, markContactHandled } from './contact-repository';

const outbox = process.env.OUTBOX_DIR!;
let ipCounter = 0;
/** Each test speaks from its own address so the per-IP limit only matters where it is tested. */
const nextIp = () => `203.0.113.${++ipCounter}`;

async function storedContacts() {
  const out = await db.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': 'CONTACTS' },
    }),
  );
  return out.Items ?? [];
}

function outboxFiles(): string[] {
  return existsSync(outbox) ? readdirSync(outbox).filter((f) => f.endsWith('.eml')) : [];
}

/** The decoded text part of an .eml from the outbox. */
function mailText(file: string): { raw: string; text: string } {
  const raw = readFileSync(path.join(outbox, file), 'utf8');
  const body = raw.split('\r\n\r\n')[1]!.trim();
  return { raw, text: Buffer.from(body, 'base64').toString('utf8') };
}

function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const valid = {
  name: 'Maya Thunderbird',
  email: 'maya@example.ca',
  phone: '204-555-0142',
  subject: 'A ring for my sister',
  message: 'Could you make an amethyst ring in size 6?\nShe loves <b>purple</b> & silver.',
  isConsultation: false,
};

function post(body: unknown, opts: { sessionId?: string; ip?: string; headers?: Record<string, string> } = {}) {
  return invoke('POST', '/api/contact', {
    headers: opts.headers ?? sessionHeaders(opts.sessionId ?? randomUUID()),
    sourceIp: opts.ip ?? nextIp(),
    body,
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('POST /api/contact', () => {
  it('stores a valid message with every field, replies 201 { id, createdAt }, and mails artisan and shopper', async () => {
    const before = outboxFiles().length;
    const res = await post(valid);
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(['createdAt', 'id']);
    expect(res.body.id).toBeGreaterThan(0);
    expect(Number.isNaN(Date.parse(res.body.createdAt))).toBe(false);

    const items = await storedContacts();
    const item = items.find((i) => i.id === res.body.id)!;
    expect(item).toMatchObject({
      pk: `CONTACT#${res.body.id}`,
      sk: 'CONTACT',
      gsi2pk: 'CONTACTS',
      id: res.body.id,
      name: valid.name,
      email: valid.email,
      phone: valid.phone,
      subject: valid.subject,
      message: valid.message,
      isConsultation: false,
      preferredDate: null,
      createdAt: res.body.createdAt,
      handled: false,
    });
    expect(item.gsi2sk).toBe(`${res.body.createdAt}#${String(res.body.id).padStart(10, '0')}`);

    const files = outboxFiles();
    expect(files.length).toBe(before + 2);
    const artisan = mailText(`contact-${res.body.id}-artisan.eml`);
    expect(artisan.raw).toContain('To: artisan@sacredcrystaljewelry.ca');
    expect(artisan.raw).toContain(`Reply-To: ${valid.email}`);
    expect(artisan.raw).not.toContain('text/html');
    expect(artisan.text).toContain(valid.message);
    expect(artisan.text).toContain('Phone: 204-555-0142');
    const ack = mailText(`contact-${res.body.id}-ack.eml`);
    expect(ack.raw).toContain(`To: ${valid.email}`);
    expect(ack.raw).not.toContain('text/html');
    expect(ack.text).toContain('Hello Maya,');
    expect(ack.text).not.toContain('Thunderbird');
    expect(ack.text).toContain('within 24 hours');
  });

  describe('the phishing contact of issue 33', () => {
    const lure = 'Your order is on hold. Verify your card in 24h: https://evil.example/v';

    it('refuses the name with line breaks: 400 naming the field, nothing stored, no mail', async () => {
      const before = (await storedContacts()).length;
      const mailsBefore = outboxFiles().length;
      const res = await post({ ...valid, name: `Sam,\r\n\r\n${lure}`, email: 'victim@example.com' });
      expect(res.status).toBe(400);
      expect(res.body.issues).toEqual([{ path: 'name', message: 'Name must be plain text on one line' }]);
      expect((await storedContacts()).length).toBe(before);
      expect(outboxFiles().length).toBe(mailsBefore);
    });

    it('sends the sender an acknowledgement with neither the URL nor the injected lines; the artisan keeps everything', async () => {
      const res = await post({ ...valid, name: `Sam, ${lure}`, email: 'victim@example.com', subject: lure, message: `${lure}\nCall 1-800-EVIL` });
      expect(res.status).toBe(201);
      const ack = mailText(`contact-${res.body.id}-ack.eml`);
      expect(ack.raw).toContain('To: victim@example.com');
      expect(ack.text.startsWith('Hello Sam,\n')).toBe(true);
      for (const quoted of ['evil.example', 'https://', 'Your order is on hold', 'Verify your card', '1-800-EVIL']) {
        expect(ack.text).not.toContain(quoted);
        expect(ack.raw).not.toContain(quoted);
      }
      expect(ack.text).toContain('What happens next:');
      const artisan = mailText(`contact-${res.body.id}-artisan.eml`);
      expect(artisan.text).toContain(`Name: Sam, ${lure}`);
      expect(artisan.text).toContain(`Subject: ${lure}`);
      expect(artisan.text).toContain(`${lure}\nCall 1-800-EVIL`);
    });
  });

  it('stores a consultation request with its subject and preferred date (today in Winnipeg is allowed)', async () => {
    const today = shopToday();
    const res = await post({ ...valid, phone: '', isConsultation: true, subject: 'Energy Reading', preferredDate: today });
    expect(res.status).toBe(201);
    const item = (await storedContacts()).find((i) => i.id === res.body.id)!;
    expect(item).toMatchObject({ isConsultation: true, subject: 'Energy Reading', preferredDate: today, phone: null });
    expect(mailText(`contact-${res.body.id}-artisan.eml`).text).toContain(`Preferred date: ${today}`);
  });

  const bad: [string, Record<string, unknown>, string][] = [
    ['a missing name', { ...valid, name: undefined }, 'name'],
    ['a blank message', { ...valid, message: '   ' }, 'message'],
    ['a missing email', { ...valid, email: undefined }, 'email'],
    ['a missing subject', { ...valid, subject: undefined }, 'subject'],
    ['a bad email', { ...valid, email: 'maya-at-example' }, 'email'],
    ['a consultation subject outside the list', { ...valid, isConsultation: true, subject: 'Tarot reading' }, 'subject'],
    ['a preferred date in the past', { ...valid, isConsultation: true, subject: 'Energy Reading', preferredDate: addDays(shopToday(), -1) }, 'preferredDate'],
    ['a preferred date that is not a date', { ...valid, isConsultation: true, subject: 'Energy Reading', preferredDate: 'next Tuesday' }, 'preferredDate'],
    ['an over-long message', { ...valid, message: 'x'.repeat(5001) }, 'message'],
    ['an unknown field', { ...valid, admin: true }, ''],
    ['a name with NUL and an ANSI escape', { ...valid, name: 'A\u0000\u001b[31mB C' }, 'name'],
    ['a subject with a right-to-left override', { ...valid, subject: 'Invoice \u202Efdp.exe' }, 'subject'],
    ['a phone with a line break', { ...valid, phone: '204\r\nBcc: x@evil.example' }, 'phone'],
    ['a message with a BEL', { ...valid, message: 'Hi\u0007' }, 'message'],
  ];
  it.each(bad)('refuses %s with 400 naming the field, storing and mailing nothing', async (_what, body, field) => {
    const before = (await storedContacts()).length;
    const mailsBefore = outboxFiles().length;
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Invalid body');
    if (field) expect(res.body.issues.map((i: { path: string }) => i.path)).toContain(field);
    else expect(res.body.issues.length).toBeGreaterThan(0);
    expect((await storedContacts()).length).toBe(before);
    expect(outboxFiles().length).toBe(mailsBefore);
  });

  it('refuses a missing or non-UUID session header with 400', async () => {
    const missing = await post(valid, { headers: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.issues[0].path).toBe('headers.x-session-id');
    const bogus = await post(valid, { headers: { 'x-session-id': 'not-a-uuid' } });
    expect(bogus.status).toBe(400);
  });

  it('accepts a filled honeypot silently: 201, nothing stored, no mail', async () => {
    const before = (await storedContacts()).length;
    const mailsBefore = outboxFiles().length;
    const res = await post({ ...valid, website: 'http://spam.example' });
    expect(res.status).toBe(201);
    expect(res.body).toHaveProperty('createdAt');
    expect((await storedContacts()).length).toBe(before);
    expect(outboxFiles().length).toBe(mailsBefore);
  });

  it('answers the 6th message in a minute from one session with 429 and a clear message', async () => {
    // Fix the clock a few seconds into a minute so all six requests fall in one rate-limit window.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Math.floor(Date.now() / 60_000) * 60_000 + 5_000);
    const sessionId = randomUUID();
    const ip = nextIp();
    for (let i = 0; i < 5; i++) expect((await post(valid, { sessionId, ip })).status).toBe(201);
    const before = (await storedContacts()).length;
    const sixth = await post(valid, { sessionId, ip });
    expect(sixth.status).toBe(429);
    expect(sixth.body.error).toMatch(/^Too many requests\. Please wait \d+ seconds and try again\.$/);
    expect(sixth.headers['retry-after']).toBeDefined();
    expect((await storedContacts()).length).toBe(before);
    // Another session from another address is not affected.
    expect((await post(valid)).status).toBe(201);
  });

  it('limits one address to 20 messages an hour across sessions', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Math.floor(Date.now() / 3_600_000) * 3_600_000 + 5_000);
    const ip = nextIp();
    for (let i = 0; i < 20; i++) expect((await post(valid, { ip })).status).toBe(201);
    const res = await post(valid, { ip });
    expect(res.status).toBe(429);
    expect(res.body.error).toContain('Too many requests');
  });
});

describe('contact repository for the admin inbox', () => {
  it('lists submissions newest first with a cursor, filters by handled, and marks one handled', async () => {
    const all = await listContactSubmissions({ limit: 100 });
    expect(all.items.length).toBeGreaterThanOrEqual(3);
    const dates = all.items.map((i) => i.createdAt + String(i.id).padStart(10, '0'));
    expect([...dates].sort().reverse()).toEqual(dates);

    const page1 = await listContactSubmissions({ limit: 2 });
    expect(page1.items).toHaveLength(2);
    expect(page1.cursor).not.toBeNull();
    const page2 = await listContactSubmissions({ limit: 2, cursor: page1.cursor });
    expect(page2.items.map((i) => i.id)).toEqual(all.items.slice(2, 4).map((i) => i.id));

    const target = all.items[0]!;
    const updated = await markContactHandled(target.id, true);
    expect(updated).toMatchObject({ id: target.id, handled: true, message: target.message });
    const open = await listContactSubmissions({ limit: 100, handled: false });
    expect(open.items.map((i) => i.id)).not.toContain(target.id);
    expect(open.items).toHaveLength(all.items.length - 1);
    const done = await listContactSubmissions({ limit: 100, handled: true });
    expect(done.items.map((i) => i.id)).toEqual([target.id]);

    await expect(markContactHandled(999_999, true)).rejects.toMatchObject({ kind: 'NOT_FOUND' });
    await expect(listContactSubmissions({ cursor: 'garbage' })).rejects.toMatchObject({ kind: 'INVALID_DATA' });
  });
});
