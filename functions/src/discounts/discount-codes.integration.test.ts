import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { invoke, sessionHeaders } from '../test/invoke';
import { makeCategory } from '../catalog/product.factory';

const claims = { sub: 'artisan-1', email: 'artisan@example.com', 'cognito:groups': ['admin'] };
const asAdmin = (method: string, path: string, body?: unknown) => invoke(method, path, { claims, body });
const uniqueCode = (stem: string) => `${stem}${randomUUID().slice(0, 6).toUpperCase()}`;
const check = (body: Record<string, unknown>, sourceIp?: string) =>
  invoke('POST', '/api/cart/discount-code', { headers: sessionHeaders(randomUUID()), body, ...(sourceIp ? { sourceIp } : {}) });

describe('discount codes in /admin', () => {
  it('creates a code (201, amounts as decimal strings), lists it with its uses, and refuses a second with the same name in any case', async () => {
    const code = uniqueCode('WELCOME');
    const res = await asAdmin('POST', '/api/admin/discount-codes', { code: code.toLowerCase(), percentOff: 10, minSubtotal: '50.00', usageLimit: 3, oncePerEmail: true, startsAt: '2026-01-01', endsAt: '2099-12-31T23:59:00-06:00' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      code,
      percentOff: 10,
      amountOff: null,
      minSubtotal: '50.00',
      startsAt: '2026-01-01',
      endsAt: '2099-12-31T23:59:00-06:00',
      usageLimit: 3,
      oncePerEmail: true,
      collectionId: null,
      freeShipping: false,
      timesUsed: 0,
      paused: false,
      createdAt: expect.any(String),
    });
    expect((await asAdmin('POST', '/api/admin/discount-codes', { code, amountOff: '5.00' })).status).toBe(409);
    const list = await asAdmin('GET', '/api/admin/discount-codes');
    expect(list.body.codes.find((c: { code: string }) => c.code === code)).toMatchObject({ timesUsed: 0, paused: false });
  });

  it('refuses a bad code with a 400 naming the field', async () => {
    for (const bad of [
      { code: 'X', percentOff: 10 },
      { code: 'SPACE CODE', percentOff: 10 },
      { code: 'OK10\u202e', percentOff: 10 },
      { code: 'BOTH10', percentOff: 10, amountOff: '5.00' },
      { code: 'NONE10' },
      { code: 'PCT101', percentOff: 101 },
      { code: 'AMT10', amountOff: '5' },
      { code: 'AMT10', amountOff: '-5.00' },
      { code: 'LIMIT0', percentOff: 5, usageLimit: 0 },
      { code: 'DATES1', percentOff: 5, startsAt: '2026-12-31', endsAt: '2026-12-01' },
      { code: 'DATES2', percentOff: 5, endsAt: 'tomorrow' },
      { code: 'EXTRA1', percentOff: 5, timesUsed: 99 },
      // Decision 0102: exactly one of percentOff, amountOff and freeShipping; a collection id is a positive whole number.
      { code: 'SHIP1', freeShipping: true, percentOff: 10 },
      { code: 'SHIP2', freeShipping: true, amountOff: '5.00' },
      { code: 'SHIP3', freeShipping: false },
      { code: 'SHIP4', freeShipping: 'yes' },
      { code: 'SHIP5', freeShipping: true, collectionId: 1 },
      { code: 'COLL1', percentOff: 10, collectionId: 0 },
      { code: 'COLL2', percentOff: 10, collectionId: '1' },
      { code: 'COLL3', percentOff: 10, collectionId: 1.5 },
      { code: 'COLL4', percentOff: 10, collectionId: 1e300 },
    ]) {
      const res = await asAdmin('POST', '/api/admin/discount-codes', bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.issues.length).toBeGreaterThan(0);
    }
    expect((await invoke('POST', '/api/admin/discount-codes', { body: { code: 'NOAUTH1', percentOff: 5 } })).status).toBe(401);
  });

  it('creates a collection code and a free-shipping code, and refuses a collection that does not exist (decision 0102)', async () => {
    const holiday = await makeCategory({ name: 'Holiday Gifts', slug: `holiday-${randomUUID().slice(0, 6)}` });
    const collection = uniqueCode('COLL');
    const made = await asAdmin('POST', '/api/admin/discount-codes', { code: collection, percentOff: 20, collectionId: holiday.id });
    expect(made.status, made.text).toBe(201);
    expect(made.body).toMatchObject({ code: collection, percentOff: 20, amountOff: null, collectionId: holiday.id, freeShipping: false });
    const ship = uniqueCode('SHIP');
    const free = await asAdmin('POST', '/api/admin/discount-codes', { code: ship, freeShipping: true, minSubtotal: '30.00', usageLimit: 50 });
    expect(free.status, free.text).toBe(201);
    expect(free.body).toMatchObject({ code: ship, percentOff: null, amountOff: null, minSubtotal: '30.00', collectionId: null, freeShipping: true });
    const missing = await asAdmin('POST', '/api/admin/discount-codes', { code: uniqueCode('NOCOLL'), percentOff: 20, collectionId: 987654 });
    expect([missing.status, missing.body]).toEqual([400, { error: 'There is no collection 987654.', issues: [{ path: 'collectionId', message: 'There is no collection 987654.' }] }]);
  });

  it('pauses and resumes a code; a paused code is refused at checkout', async () => {
    const code = uniqueCode('PAUSE');
    await asAdmin('POST', '/api/admin/discount-codes', { code, amountOff: '15.00' });
    expect((await asAdmin('PATCH', `/api/admin/discount-codes/${code.toLowerCase()}`, { paused: true })).body).toMatchObject({ code, paused: true });
    const refused = await check({ code, language: 'en' });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('This discount code is not available at the moment.');
    expect((await asAdmin('PATCH', `/api/admin/discount-codes/${code}`, { paused: false })).body.paused).toBe(false);
    expect((await check({ code, language: 'en' })).status).toBe(200);
    expect((await asAdmin('PATCH', '/api/admin/discount-codes/NOSUCHCODE', { paused: true })).status).toBe(404);
  });
});

describe('checking a code at checkout', () => {
  it('answers its terms whatever the case typed', async () => {
    const code = uniqueCode('THANKS');
    await asAdmin('POST', '/api/admin/discount-codes', { code, amountOff: '15.00', minSubtotal: '60.00' });
    const res = await check({ code: ` ${code.toLowerCase()} ` });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code, percentOff: null, amountOff: '15.00', minSubtotal: '60.00', collectionId: null, freeShipping: false });
  });

  it('refuses unknown, not yet started, expired and used-up codes with a reason in English and in French', async () => {
    const future = uniqueCode('SOON');
    const past = uniqueCode('GONE');
    await asAdmin('POST', '/api/admin/discount-codes', { code: future, percentOff: 5, startsAt: '2099-01-01' });
    await asAdmin('POST', '/api/admin/discount-codes', { code: past, percentOff: 5, startsAt: '2020-01-01', endsAt: '2020-01-31' });
    const cases = [
      ['NOSUCHCODE1', 'This discount code does not exist. Please check it and try again.', 'Ce code promo n’existe pas. Vérifiez-le et réessayez.'],
      [future, 'This discount code is not valid yet.', 'Ce code promo n’est pas encore valide.'],
      [past, 'This discount code has expired.', 'Ce code promo a expiré.'],
    ] as const;
    for (const [code, en, fr] of cases) {
      const a = await check({ code, language: 'en' });
      expect([a.status, a.body.error, a.body.issues]).toEqual([400, en, [{ path: 'code', message: en }]]);
      const b = await check({ code, language: 'fr' });
      expect([b.status, b.body.error]).toEqual([400, fr]);
    }
  });

  it('limits guesses per client address: 200 guesses from one address get 429 before the 200th, another address is unaffected', async () => {
    const ip = `10.99.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    let firstRefused = -1;
    for (let i = 1; i <= 200 && firstRefused < 0; i++) {
      const res = await check({ code: `GUESS${i}`, language: 'fr' }, ip);
      if (res.status === 429) {
        firstRefused = i;
        expect(res.headers['retry-after']).toMatch(/^\d+$/);
      } else expect(res.status).toBe(400);
    }
    expect(firstRefused).toBeGreaterThan(0);
    expect(firstRefused).toBeLessThan(200);
    expect((await check({ code: 'GUESS1' }, '10.98.1.1')).status).toBe(400);
  });
});
