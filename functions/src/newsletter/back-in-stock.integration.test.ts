import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoke, sessionHeaders } from '../test/invoke';
import { makeCategory, makeProduct } from '../catalog/product.factory';
import { makeImageRecord } from '../images/image.factory';
import { mailEnv } from '../lib/mail/mail-env';
import { ADMIN_CLAIMS } from '../test/route-examples';
import { listBackInStockRequests } from './back-in-stock-repository';

const IMAGE_ID = randomUUID();

/** The artisan's product form for the sold-out piece, with a new stock. */
const input = (stockQuantity: number) => ({
  name: 'Sold Out Lapis Bar',
  description: 'A slim bar of lapis lazuli.',
  price: '58.00',
  categoryId: 1,
  materials: ['Sterling Silver'],
  gemstones: ['Lapis Lazuli'],
  weight: '7.30',
  sku: 'TEST-7001',
  stockQuantity,
  isFeatured: false,
  isActive: true,
  careInstructions: 'Keep dry.',
  images: [{ id: IMAGE_ID, alt: 'Lapis lazuli bar on a silver chain' }],
});

const outboxFiles = () => {
  try {
    return readdirSync(mailEnv.OUTBOX_DIR).filter((f) => f.startsWith('back-in-stock-'));
  } catch {
    return [];
  }
};

beforeAll(async () => {
  await makeImageRecord(IMAGE_ID);
  await makeCategory({ id: 1, name: 'Crystal Necklaces', slug: 'crystal-necklaces' });
  await makeProduct({ id: 7001, name: 'Sold Out Lapis Bar', stockQuantity: 0 });
  await makeProduct({ id: 7002, name: 'Plenty Rose Quartz', stockQuantity: 4 });
  await makeProduct({ id: 7003, name: 'Ring Of Sold Out Sizes', stockQuantity: 4, options: [{ name: 'Size', values: [{ value: '6', stockQuantity: 0 }] }] });
  await makeProduct({ id: 7004, name: 'Open Bangle', stockQuantity: 0, madeToOrder: { leadTimeDays: 5, openUnits: 2 } });
});

describe('back in stock', () => {
  it('stores a request for a sold-out piece, refuses an in-stock or unknown one, and rate-limits a session', async () => {
    const headers = sessionHeaders(randomUUID());
    const res = await invoke('POST', '/api/back-in-stock', { headers, body: { email: 'Luna@Example.com', productId: 7001 } });
    expect(res.status).toBe(201);
    expect(await listBackInStockRequests(7001)).toEqual([{ email: 'luna@example.com', language: 'en' }]);
    expect((await invoke('POST', '/api/back-in-stock', { headers, body: { email: 'a@b.ca', productId: 7002 } })).status).toBe(409);
    expect((await invoke('POST', '/api/back-in-stock', { headers, body: { email: 'a@b.ca', productId: 9999 } })).status).toBe(404);
    // By the one availability rule: every size sold out is sold out; a made-to-order piece with open units is not.
    expect((await invoke('POST', '/api/back-in-stock', { headers: sessionHeaders(randomUUID()), body: { email: 'a@b.ca', productId: 7003 } })).status).toBe(201);
    expect((await invoke('POST', '/api/back-in-stock', { headers: sessionHeaders(randomUUID()), body: { email: 'a@b.ca', productId: 7004 } })).status).toBe(409);
    expect((await invoke('POST', '/api/back-in-stock', { headers, body: { email: 'nope', productId: 7001 } })).status).toBe(400);
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await invoke('POST', '/api/back-in-stock', { headers, body: { email: `x${i}@b.ca`, productId: 7001 } })).status);
    }
    expect(statuses).toContain(429);
  });

  it('mails each waiting address once when the artisan restocks, then forgets it', async () => {
    await invoke('POST', '/api/back-in-stock', { headers: sessionHeaders(randomUUID()), body: { email: 'sol@example.com', productId: 7001 } });
    const before = new Set(outboxFiles());
    // More units back than addresses waiting: each one is mailed (never more mails than units back).
    const save = await invoke('PUT', '/api/admin/products/7001', { claims: ADMIN_CLAIMS, body: input(8) });
    expect(save.status, JSON.stringify(save.body)).toBe(200);
    const sent = outboxFiles().filter((f) => !before.has(f));
    expect(sent.some((f) => f.includes('sol_example.com'))).toBe(true);
    const mail = readFileSync(path.join(mailEnv.OUTBOX_DIR, sent.find((f) => f.includes('sol_example.com'))!), 'utf8');
    expect(mail).toContain('Subject: Sold Out Lapis Bar is back in stock');
    expect(await listBackInStockRequests(7001)).toEqual([]);

    // A second save of a stocked piece sends nothing more.
    const again = outboxFiles().length;
    await invoke('PUT', '/api/admin/products/7001', { claims: ADMIN_CLAIMS, body: input(9) });
    expect(outboxFiles().length).toBe(again);
  });
});
