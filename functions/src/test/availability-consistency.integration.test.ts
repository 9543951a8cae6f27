import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeCategory, makeProduct } from '../catalog/product.factory';
import { invoke, sessionHeaders } from './invoke';
import { orderBody } from '../orders/checkout.factory';
import { forgetCatalogueReads } from '../catalog/catalogue-cache-repository';
import { anyAvailable, valueAvailable, type ChoiceProduct } from '@crystal/shared/product-stock';

/**
 * Issue 44's and 48's availability check: for every piece and value, the product JSON (one piece and the
 * listing), the card (what it asks of the listed JSON: sold out or not, each size), the page's structured
 * data and Open Graph tag, both feeds (Google's in English and French, Meta's), the cart's decision and the
 * guide agree, after the last size sells, after a made-to-order piece's open units are used, and after a
 * cancelled order restocks.
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
/** The ring's two sizes as a Google feed words them. */
const ringFeed = (six: string, seven: string) => ({ '6': six, '7': seven });
const DECLINED = '4000 0000 0000 0002';

type Seen = {
  json: number;
  listed: number;
  /** The card's state: whether it shows the piece as buyable, and each size, by the listed JSON. */
  card: Record<string, boolean>;
  schema: string;
  og: string;
  /** Each feed's availability for the piece or each of its sizes. */
  google: Record<string, string>;
  googleFr: Record<string, string>;
  meta: Record<string, string>;
  cart: Record<string, boolean>;
  guide: string;
};

/** Each item's `availability` in a Google feed, by the value it is for ('' for a piece without sizes). */
function googleStates(xml: string, id: number): Record<string, string> {
  const out: Record<string, string> = {};
  for (const item of xml.split('<item>').slice(1)) {
    const itemId = /<g:id>([^<]+)<\/g:id>/.exec(item)?.[1] ?? '';
    if (itemId !== String(id) && !itemId.startsWith(`${id}-`)) continue;
    out[itemId === String(id) ? '' : itemId.slice(String(id).length + 1)] = /<g:availability>([^<]+)</.exec(item)?.[1] ?? '';
  }
  return out;
}

/** Each row's `availability` in Meta's CSV, by value. */
function metaStates(csv: string, id: number): Record<string, string> {
  const out: Record<string, string> = {};
  for (const row of csv.split('\r\n').slice(1)) {
    const itemId = row.split(',')[0] ?? '';
    if (itemId !== String(id) && !itemId.startsWith(`${id}-`)) continue;
    out[itemId === String(id) ? '' : itemId.slice(String(id).length + 1)] = row.split(',')[3] ?? '';
  }
  return out;
}

/** The card's answers from the listed JSON: the piece, and each size as the size buttons ask it. */
function cardStates(listed: ChoiceProduct & { options?: { values: { value: string }[] }[] }, values: string[]): Record<string, boolean> {
  const out: Record<string, boolean> = { '': anyAvailable(listed) };
  for (const v of values) out[v] = valueAvailable(listed, { option: 0, value: listed.options![0]!.values.findIndex((x) => x.value === v) });
  return out;
}

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
  const listedPiece = (list.body.products ?? list.body).find((p: { id: number }) => p.id === id);
  const [googleEn, googleFr, meta] = await Promise.all([
    invoke('GET', '/api/feeds/google.xml?lang=en'),
    invoke('GET', '/api/feeds/google.xml?lang=fr'),
    invoke('GET', '/api/feeds/meta.csv'),
  ]);
  return {
    json: one.body.stockQuantity,
    listed: listedPiece?.stockQuantity,
    card: cardStates(listedPiece, values),
    schema: ld,
    og,
    google: googleStates(googleEn.text, id),
    googleFr: googleStates(googleFr.text, id),
    meta: metaStates(meta.text, id),
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
      translations: { fr: { name: 'Bague braise de grenat', description: 'Un grenat.', careInstructions: '' } },
      stockQuantity: 9,
      options: [{ name: 'Size', values: sizes.map((value) => ({ value, stockQuantity: 1 })) }],
    })
  ).id;
  bangleId = (
    await makeProduct({
      name: 'Peridot Twist Bangle',
      categoryId: c.id,
      stockQuantity: 0,
      madeToOrder: { leadTimeDays: 10, openUnits: 1 },
      translations: { fr: { name: 'Jonc torsadé en péridot', description: 'Un péridot.', careInstructions: '' } },
    })
  ).id;
});

describe('one availability rule, every channel (issue 44, decision 0091)', () => {
  it('a ring whose every size sold reads sold out everywhere, and in stock again after a cancelled order restocks', async () => {
    const before = await channels(ringId, sizes);
    expect(before).toMatchObject({ json: 2, listed: 2, schema: 'https://schema.org/InStock', og: 'in stock', cart: { '6': true, '7': true } });
    expect(before).toMatchObject({ card: { '': true, '6': true, '7': true }, google: ringFeed('in_stock', 'in_stock'), googleFr: ringFeed('in_stock', 'in_stock') });
    expect(before.meta).toEqual({ '6': 'in stock', '7': 'in stock' });

    const paid = await place(ringId, { Size: '7' });
    await pay(paid.headers, paid.id, PAID);
    const held = await place(ringId, { Size: '6' });
    const sold = await channels(ringId, sizes);
    expect(sold).toMatchObject({ json: 0, listed: 0, schema: 'https://schema.org/OutOfStock', og: 'out of stock', cart: { '6': false, '7': false } });
    expect(sold).toMatchObject({ card: { '': false, '6': false, '7': false }, google: ringFeed('out_of_stock', 'out_of_stock'), googleFr: ringFeed('out_of_stock', 'out_of_stock') });
    expect(sold.meta).toEqual({ '6': 'out of stock', '7': 'out of stock' });
    expect(sold.guide).toMatch(/sold out/);

    // The held order's payment is declined: it is cancelled and size 6 goes back on the shelf.
    await pay(held.headers, held.id, DECLINED);
    const restocked = await channels(ringId, sizes);
    expect(restocked).toMatchObject({ json: 1, listed: 1, schema: 'https://schema.org/InStock', og: 'in stock', cart: { '6': true, '7': false } });
    expect(restocked).toMatchObject({ card: { '': true, '6': true, '7': false }, google: ringFeed('in_stock', 'out_of_stock'), googleFr: ringFeed('in_stock', 'out_of_stock') });
    expect(restocked.meta).toEqual({ '6': 'in stock', '7': 'out of stock' });
    expect(restocked.guide).not.toMatch(/sold out right now/);
  }, 120_000);

  it('a made-to-order bangle reads made to order while it has open units, and sold out when they are used', async () => {
    const open = await channels(bangleId);
    expect(open).toMatchObject({ json: 1, listed: 1, schema: 'https://schema.org/MadeToOrder', og: 'available for order', cart: { '': true } });
    expect(open).toMatchObject({ card: { '': true }, google: { '': 'backorder' }, googleFr: { '': 'backorder' }, meta: { '': 'available for order' } });
    expect(open.guide).toMatch(/made to order/);
    expect(open.guide).not.toMatch(/sold out/);

    const bangle = await place(bangleId);
    await pay(bangle.headers, bangle.id, PAID);
    const used = await channels(bangleId);
    expect(used).toMatchObject({ json: 0, listed: 0, schema: 'https://schema.org/OutOfStock', og: 'out of stock', cart: { '': false } });
    expect(used).toMatchObject({ card: { '': false }, google: { '': 'out_of_stock' }, googleFr: { '': 'out_of_stock' }, meta: { '': 'out of stock' } });
    expect(used.guide).toMatch(/sold out/);
  }, 120_000);
});
