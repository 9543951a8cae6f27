import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeCategory, makeProduct } from '../catalog/product.factory';
import { invoke, sessionHeaders } from './invoke';
import { orderBody } from '../orders/checkout.factory';
import { forgetCatalogueReads } from '../catalog/catalogue-cache-repository';

/**
 * Issue 44's availability check: for every piece and value, the product JSON (one piece and the listing),
 * the page's structured data and Open Graph tag, the cart's decision and the guide agree, after the last
 * size sells, after a made-to-order piece's open units are used, and after a cancelled order restocks.
 */
let ringId = 0;
let bangleId = 0;
const sizes = ['6', '7'];

async function add(productId: number, options?: Record<string, string>) {
  const headers = sessionHeaders(randomUUID());
  const res = await invoke('POST', '/api/cart', { headers, body: { productId, quantity: 1, ...(options ? { options } : {}) } });
  return { headers, status: res.status };
}

async function pay(headers: Record<string, string>, orderId: number, card: string) {
  const intent = await invoke('POST', '/api/create-payment-intent', { headers, body: { orderId } });
  await invoke('POST', '/api/sandbox/confirm', { headers, body: { orderId, clientSecret: intent.body.clientSecret, cardNumber: card } });
}

/** A pending order for one piece (its stock held), in a session of its own. */
async function place(productId: number, options?: Record<string, string>) {
  const { headers, status } = await add(productId, options);
  expect(status).toBe(200);
  const placed = await invoke('POST', '/api/orders', { headers, body: orderBody('MB') });
  expect(placed.status).toBe(201);
  return { headers, id: placed.body.id as number };
}

const PAID = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';

type Seen = { json: number; listed: number; schema: string; og: string; cart: Record<string, boolean>; guide: string };

async function channels(id: number, values: string[] = []): Promise<Seen> {
  // What the function keeps in memory for 5 s (catalogue-cache-repository.ts) is read afresh, as after that time.
  forgetCatalogueReads();
  const one = await invoke('GET', `/api/products/${id}`);
  const list = await invoke('GET', '/api/products?limit=100');
  const page = await invoke('GET', `/api/products/${id}/page`);
  const ld = /"availability":"(https:\/\/schema\.org\/\w+)"/.exec(page.text)?.[1] ?? '';
  const og = /property="product:availability" content="([^"]+)"/.exec(page.text)?.[1] ?? '';
  const cart: Record<string, boolean> = {};
  for (const v of values.length ? values : ['']) cart[v] = (await add(id, v ? { Size: v } : undefined)).status === 200;
  const guide = await invoke('POST', '/api/ai/chat', {
    headers: sessionHeaders(randomUUID()),
    body: { message: `Tell me about the ${one.body.name}`, context: 'crystal_jewelry_assistant', page: { path: `/shop/product/${id}`, productId: id } },
  });
  return {
    json: one.body.stockQuantity,
    listed: (list.body.products ?? list.body).find((p: { id: number }) => p.id === id)?.stockQuantity,
    schema: ld,
    og,
    cart,
    guide: String(guide.body.response ?? guide.body.message ?? guide.text),
  };
}

beforeAll(async () => {
  const c = await makeCategory({ name: 'Rings', slug: 'rings-consistency' });
  ringId = (
    await makeProduct({
      name: 'Garnet Ember Ring',
      categoryId: c.id,
      stockQuantity: 9,
      options: [{ name: 'Size', values: sizes.map((value) => ({ value, stockQuantity: 1 })) }],
    })
  ).id;
  bangleId = (await makeProduct({ name: 'Peridot Twist Bangle', categoryId: c.id, stockQuantity: 0, madeToOrder: { leadTimeDays: 10, openUnits: 1 } })).id;
});

describe('one availability rule, every channel (issue 44, decision 0091)', () => {
  it('a ring whose every size sold reads sold out everywhere, and in stock again after a cancelled order restocks', async () => {
    const before = await channels(ringId, sizes);
    expect(before).toMatchObject({ json: 2, listed: 2, schema: 'https://schema.org/InStock', og: 'in stock', cart: { '6': true, '7': true } });

    const paid = await place(ringId, { Size: '7' });
    await pay(paid.headers, paid.id, PAID);
    const held = await place(ringId, { Size: '6' });
    const sold = await channels(ringId, sizes);
    expect(sold).toMatchObject({ json: 0, listed: 0, schema: 'https://schema.org/OutOfStock', og: 'out of stock', cart: { '6': false, '7': false } });
    expect(sold.guide).toMatch(/sold out/);

    // The held order's payment is declined: it is cancelled and size 6 goes back on the shelf.
    await pay(held.headers, held.id, DECLINED);
    const restocked = await channels(ringId, sizes);
    expect(restocked).toMatchObject({ json: 1, listed: 1, schema: 'https://schema.org/InStock', og: 'in stock', cart: { '6': true, '7': false } });
  });

  it('a made-to-order bangle reads made to order while it has open units, and sold out when they are used', async () => {
    const open = await channels(bangleId);
    expect(open).toMatchObject({ json: 1, listed: 1, schema: 'https://schema.org/MadeToOrder', og: 'available for order', cart: { '': true } });
    expect(open.guide).toMatch(/made to order/);
    expect(open.guide).not.toMatch(/sold out/);

    const bangle = await place(bangleId);
    await pay(bangle.headers, bangle.id, PAID);
    const used = await channels(bangleId);
    expect(used).toMatchObject({ json: 0, listed: 0, schema: 'https://schema.org/OutOfStock', og: 'out of stock', cart: { '': false } });
  });
});
