import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoke } from '../test/invoke';
import { makeCategory, makeProduct } from '../catalog/product.factory';
import { makeImageRecord } from '../images/image.factory';

const claims = { sub: 'artisan-1', email: 'artisan@example.com', 'cognito:groups': ['admin'] };
const asAdmin = (method: string, path: string, body?: unknown) => invoke(method, path, { claims, body });

let categoryId: number;
const valid = () => ({
  name: 'Moonstone Drop Pendant',
  description: 'Rainbow moonstone on a fine sterling chain.',
  price: '72.00',
  categoryId,
  materials: ['Sterling Silver'],
  gemstones: ['Moonstone'],
  weight: '6.40',
  sku: `MOON-${randomUUID().slice(0, 8)}`,
  stockQuantity: 4,
  isFeatured: true,
  isActive: true,
  careInstructions: 'Keep dry.',
  images: [{ id: IMAGE_ID, alt: 'Moonstone drop pendant on a sterling chain' }],
});
const IMAGE_ID = randomUUID();

beforeAll(async () => {
  categoryId = (await makeCategory()).id;
  await makeImageRecord(IMAGE_ID);
});

describe('admin products', () => {
  it('creates a product the shop then serves, and records who did it', async () => {
    const res = await asAdmin('POST', '/api/admin/products', valid());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Moonstone Drop Pendant', price: '72.00', stockQuantity: 4, isActive: true });
    const shop = await invoke('GET', `/api/products/${res.body.id}`);
    expect(shop.status).toBe(200);
    expect(shop.body).toMatchObject({ price: '72.00', stockQuantity: 4, isFeatured: true, weight: '6.40' });
    const audit = await asAdmin('GET', '/api/admin/audit');
    expect(audit.body[0]).toMatchObject({ action: 'product.create', target: `product ${res.body.id}` });
    expect(audit.body[0].who).toContain('artisan@example.com');
  });

  it.each([
    ['price', { price: '12.505' }],
    ['price', { price: 'free' }],
    ['price', { price: '-45' }],
    ['price', { price: '0' }],
    ['price', { price: true }],
    ['stockQuantity', { stockQuantity: -1 }],
    ['stockQuantity', { stockQuantity: 2.5 }],
    ['name', { name: '' }],
    ['name', { name: undefined }],
    ['description', { description: '   ' }],
    ['weight', { weight: 'heavy' }],
    ['images', { images: [] }],
    ['images.0.id', { images: [{ id: 'javascript:alert(1)', alt: 'x' }] }],
    ['images.0.alt', { images: [{ id: randomUUID(), alt: '' }] }],
    ['images.0', { images: [{ id: randomUUID(), alt: 'Never uploaded' }] }],
    ['sku', { sku: 'a b' }],
  ])('refuses a bad %s with a 400 that names the field (%j)', async (field, patch) => {
    const product = await makeProduct({ stockQuantity: 7 });
    const body = { ...valid(), ...patch };
    for (const [method, path] of [
      ['POST', '/api/admin/products'],
      ['PUT', `/api/admin/products/${product.id}`],
    ] as const) {
      const res = await asAdmin(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(res.body.issues.map((i: { path: string }) => i.path)).toContain(field);
    }
    // No partial write: the product is unchanged.
    expect((await invoke('GET', `/api/products/${product.id}`)).body.stockQuantity).toBe(7);
  });

  it.each([
    ['29', '29.00'],
    ['29.5', '29.50'],
    ['$29.50', '29.50'],
    ['29,50', '29.50'],
    [45, '45.00'],
  ])('takes the price %j as typed and stores %s', async (price, stored) => {
    const created = await asAdmin('POST', '/api/admin/products', { ...valid(), price });
    expect(created.status).toBe(201);
    expect(created.body.price).toBe(stored);
    expect((await invoke('GET', `/api/products/${created.body.id}`)).body.price).toBe(stored);
    const edited = await asAdmin('PUT', `/api/admin/products/${created.body.id}`, { ...valid(), sku: created.body.sku, price: ` ${price} ` });
    expect(edited.body.price).toBe(stored);
  });

  it('says each change in the activity log in plain words, with who by email', async () => {
    const created = await asAdmin('POST', '/api/admin/products', { ...valid(), name: 'Amethyst Point Pendant', price: '68' });
    const changed = await asAdmin('PUT', `/api/admin/products/${created.body.id}`, {
      ...valid(),
      name: 'Amethyst Point Pendant',
      sku: created.body.sku,
      price: '$72',
      stockQuantity: 9,
    });
    expect(changed.status).toBe(200);
    const audit = (await asAdmin('GET', '/api/admin/audit')).body as { summary: string; who: string }[];
    expect(audit[0]!.summary).toBe('Changed price of Amethyst Point Pendant from $68 to $72. Changed stock of Amethyst Point Pendant from 4 to 9');
    expect(audit[1]!.summary).toBe('Added Amethyst Point Pendant at $68 (4 in stock)');
    expect(audit[0]!.who).toBe('artisan@example.com');
  });

  it('refuses unknown fields and an unknown category', async () => {
    const extra = await asAdmin('POST', '/api/admin/products', { ...valid(), soldCount: 999 });
    expect(extra.status).toBe(400);
    const nocat = await asAdmin('POST', '/api/admin/products', { ...valid(), categoryId: 987654 });
    expect(nocat.status).toBe(400);
    expect(nocat.body.issues[0].path).toBe('categoryId');
  });

  it('edits stock and archives; the shop reflects both', async () => {
    const made = await asAdmin('POST', '/api/admin/products', valid());
    const id = made.body.id as number;
    const edited = await asAdmin('PUT', `/api/admin/products/${id}`, { ...valid(), sku: made.body.sku, stockQuantity: 11 });
    expect(edited.status).toBe(200);
    expect((await invoke('GET', `/api/products/${id}`)).body.stockQuantity).toBe(11);
    const archived = await asAdmin('PUT', `/api/admin/products/${id}`, { ...valid(), sku: made.body.sku, stockQuantity: 11, isActive: false });
    expect(archived.body.isActive).toBe(false);
    const listing = await invoke('GET', '/api/products');
    expect(listing.body.map((p: { id: number }) => p.id)).not.toContain(id);
    const all = await asAdmin('GET', '/api/admin/products');
    expect(all.body.find((p: { id: number }) => p.id === id)).toMatchObject({ isActive: false });
    const audit = await asAdmin('GET', '/api/admin/audit');
    expect(audit.body.map((a: { action: string }) => a.action)).toContain('product.archive');
  });

  it('keeps SKUs unique (409) and frees an old SKU when it changes', async () => {
    const first = await asAdmin('POST', '/api/admin/products', valid());
    const clash = await asAdmin('POST', '/api/admin/products', { ...valid(), sku: first.body.sku });
    expect(clash.status).toBe(409);
    expect(clash.body.error).toContain(first.body.sku);
    const second = await asAdmin('POST', '/api/admin/products', valid());
    const steal = await asAdmin('PUT', `/api/admin/products/${second.body.id}`, { ...valid(), sku: first.body.sku });
    expect(steal.status).toBe(409);
    const renamed = await asAdmin('PUT', `/api/admin/products/${first.body.id}`, { ...valid(), sku: 'RENAMED-1' });
    expect(renamed.status).toBe(200);
    const reuse = await asAdmin('PUT', `/api/admin/products/${second.body.id}`, { ...valid(), sku: first.body.sku });
    expect(reuse.status).toBe(200);
  });

  it('404s an unknown product', async () => {
    expect((await asAdmin('PUT', '/api/admin/products/99999', valid())).status).toBe(404);
    expect((await asAdmin('GET', '/api/admin/products/99999')).status).toBe(404);
  });
});

describe('admin image uploads', () => {
  it('presigns a private upload for jpeg/png/webp/avif up to 25 MB only', async () => {
    const ok = await asAdmin('POST', '/api/admin/uploads', { fileName: 'a.png', contentType: 'image/png', size: 1234 });
    expect(ok.status).toBe(200);
    expect(ok.body.uploadUrl).toMatch(/^\/local-upload\/[0-9a-f-]+\.png\?/);
    expect(ok.body.key).toMatch(/^[0-9a-f-]{36}\.png$/);
    const avif = await asAdmin('POST', '/api/admin/uploads', { fileName: 'a.avif', contentType: 'image/avif', size: 25 * 1024 * 1024 });
    expect(avif.status).toBe(200);
    expect((await asAdmin('POST', '/api/admin/uploads', { fileName: 'a.gif', contentType: 'image/gif', size: 10 })).status).toBe(400);
    const big = await asAdmin('POST', '/api/admin/uploads', { fileName: 'a.png', contentType: 'image/png', size: 25 * 1024 * 1024 + 1 });
    expect(big.status).toBe(400);
    expect(big.body.issues[0]).toMatchObject({ path: 'size', message: 'Images must be 25 MB or smaller' });
  });
});

describe('admin inbox and newsletter export', () => {
  it('lists open consultations and marks them handled', async () => {
    const sent = await invoke('POST', '/api/contact', {
      headers: { 'x-session-id': randomUUID() },
      body: {
        name: 'Rowan',
        email: 'rowan@example.com',
        subject: 'Crystal Consultation',
        message: 'I would love a reading.',
        isConsultation: true,
      },
    });
    expect(sent.status).toBeLessThan(300);
    const open = await asAdmin('GET', '/api/admin/inbox');
    const entry = open.body.items.find((i: { email: string }) => i.email === 'rowan@example.com');
    expect(entry).toMatchObject({ handled: false, isConsultation: true });
    const marked = await asAdmin('PUT', `/api/admin/inbox/${entry.id}`, { handled: true });
    expect(marked.body.handled).toBe(true);
    const after = await asAdmin('GET', '/api/admin/inbox?filter=open');
    expect(after.body.items.map((i: { id: number }) => i.id)).not.toContain(entry.id);
    const done = await asAdmin('GET', '/api/admin/inbox?filter=handled');
    expect(done.body.items.map((i: { id: number }) => i.id)).toContain(entry.id);
    expect((await asAdmin('PUT', '/api/admin/inbox/999999', { handled: true })).status).toBe(404);
  });

  it('exports subscribers as a CSV download with spreadsheet-safe cells', async () => {
    await invoke('POST', '/api/newsletter', { headers: { 'x-session-id': randomUUID() }, body: { email: 'luna@example.com' } });
    const res = await asAdmin('GET', '/api/admin/newsletter/export');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.text.trim().split('\r\n');
    expect(lines[0]).toBe('email,consent_at,source,consent_text,unsubscribed_at,status,signed_up_at');
    expect(lines.some((l) => l.startsWith('luna@example.com,'))).toBe(true);
  });

  it('shows insights as null before the scheduled jobs have run', async () => {
    const res = await asAdmin('GET', '/api/admin/insights');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ research: null, keywords: null });
  });
});
