import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoke, sessionHeaders } from '../test/invoke';
import { outboxFiles } from '../test/outbox';
import { makeCategory } from '../catalog/product.factory';
import { makeImageRecord } from '../images/image.factory';
import { getProduct } from '../catalog';
import { orderBody } from '../orders/checkout.factory';

const claims = { sub: 'artisan-1', email: 'artisan@example.com', 'cognito:groups': ['admin'] };
const asAdmin = (method: string, path: string, body?: unknown) => invoke(method, path, { claims, body });
const IMAGE_ID = randomUUID();
let categoryId = 0;

/** The form as the editor sends it, from the admin product it loaded (updatedAt included). */
function formOf(p: Record<string, unknown>) {
  const keys = ['name', 'description', 'price', 'categoryId', 'materials', 'gemstones', 'weight', 'sku', 'stockQuantity', 'isFeatured', 'isActive', 'careInstructions', 'options', 'madeToOrder', 'updatedAt'];
  const form: Record<string, unknown> = Object.fromEntries(keys.filter((k) => p[k] !== undefined).map((k) => [k, p[k]]));
  return { ...form, images: (p.images as { id: string; alt: string }[]).map(({ id, alt }) => ({ id, alt })) } as Record<string, unknown>;
}

/** A shopper buys one of the piece in the size, paid with the sandbox's test card. */
async function buy(productId: number, size: string) {
  const headers = sessionHeaders(randomUUID());
  expect((await invoke('POST', '/api/cart', { headers, body: { productId, quantity: 1, options: { Size: size } } })).status).toBe(200);
  const order = await invoke('POST', '/api/orders', { headers, body: orderBody('MB') });
  const intent = await invoke('POST', '/api/create-payment-intent', { headers, body: { orderId: order.body.id } });
  await invoke('POST', '/api/sandbox/confirm', { headers, body: { orderId: order.body.id, clientSecret: intent.body.clientSecret, cardNumber: '4242 4242 4242 4242' } });
}

async function ring() {
  const res = await asAdmin('POST', '/api/admin/products', {
    name: 'Moonstone Stacking Ring',
    description: 'A thin band.',
    price: '46.00',
    categoryId,
    weight: '3.00',
    sku: `RING-${randomUUID().slice(0, 8)}`,
    stockQuantity: 0,
    careInstructions: 'Keep dry.',
    images: [{ id: IMAGE_ID, alt: 'A moonstone ring' }],
    options: [{ name: 'Size', values: [{ value: '10', stockQuantity: 1 }, { value: '11', stockQuantity: 2 }] }],
  });
  expect(res.status).toBe(201);
  return res.body as Record<string, unknown> & { id: number };
}

beforeAll(async () => {
  categoryId = (await makeCategory()).id;
  await makeImageRecord(IMAGE_ID);
});

describe('a save never undoes a sale (issue 44 build 1, decision 0092)', () => {
  it('a save from a form loaded before the last size 10 sold gets 409 with today’s stock, and size 10 stays sold', async () => {
    const loaded = await ring();
    await buy(loaded.id, '10');
    const typoFixed = { ...formOf(loaded), name: 'Moonstone Stacking Ring, fixed' };
    const stale = await asAdmin('PUT', `/api/admin/products/${loaded.id}`, typoFixed);
    expect(stale.status, stale.text).toBe(409);
    expect(stale.body.error).toBe('This piece sold while you were editing: here is today’s stock');
    expect(stale.body.current.options[0].values[0]).toMatchObject({ value: '10', stockQuantity: 0 });
    const after = await getProduct(loaded.id);
    expect(after!.options![0]!.values[0]!.stockQuantity).toBe(0);
    expect(after!.name).toBe('Moonstone Stacking Ring');

    // With today's stock (and version) in the form, her typo fix saves, and size 10 is still 0.
    const fresh = await asAdmin('PUT', `/api/admin/products/${loaded.id}`, { ...formOf(stale.body.current), name: 'Moonstone Stacking Ring, fixed' });
    expect(fresh.status).toBe(200);
    expect((await getProduct(loaded.id))!.options![0]!.values[0]!.stockQuantity).toBe(0);
    expect(await outboxFiles(`back-in-stock`)).toEqual([]);
  });

  it('a save on the version it loaded writes its counts; a second save from the same old form gets 409', async () => {
    const loaded = await ring();
    const form = formOf(loaded);
    const restock = { ...form, options: [{ name: 'Size', values: [{ value: '10', stockQuantity: 3 }, { value: '11', stockQuantity: 2 }] }] };
    expect((await asAdmin('PUT', `/api/admin/products/${loaded.id}`, restock)).status).toBe(200);
    expect((await asAdmin('PUT', `/api/admin/products/${loaded.id}`, { ...restock, options: [{ name: 'Size', values: [{ value: '10', stockQuantity: 5 }, { value: '11', stockQuantity: 2 }] }] })).status).toBe(409);
    expect((await getProduct(loaded.id))!.options![0]!.values[0]!.stockQuantity).toBe(3);
  });

  it('two tabs saving the same loaded version: one wins, the other gets 409', async () => {
    const loaded = await ring();
    const form = formOf(loaded);
    const [a, b] = await Promise.all([
      asAdmin('PUT', `/api/admin/products/${loaded.id}`, { ...form, stockQuantity: 1 }),
      asAdmin('PUT', `/api/admin/products/${loaded.id}`, { ...form, stockQuantity: 2 }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
  });

  it('a client that sends no version (a spec client) still saves', async () => {
    const loaded = await ring();
    const { updatedAt: _u, ...noVersion } = formOf(loaded);
    expect((await asAdmin('PUT', `/api/admin/products/${loaded.id}`, { ...noVersion, name: 'Renamed' })).status).toBe(200);
  });
});
