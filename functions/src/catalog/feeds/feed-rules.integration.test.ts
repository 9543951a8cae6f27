import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { writeSeedPieces } from './seed-pieces.factory';
import { CATEGORIES, PRODUCTS, SEED_CHOICES } from '../../seed';
import { invoke, sessionHeaders } from '../../test/invoke';
import { orderBody } from '../../orders/checkout.factory';

// The feeds link the site's own pages: absolute https addresses, as in production.
vi.hoisted(() => {
  process.env.PUBLIC_ORIGIN = 'https://crystals.example.ca';
});

/**
 * Issue 48's feed check: every item of both Google feeds (English and French) and of Meta's, for the whole
 * seed catalogue, against Google's product data rules (values, formats, lengths), and each item's price,
 * availability and shipping equal to what POST /api/cart and POST /api/orders do for that choice.
 */
type El = { textContent: string | null; getElementsByTagName(name: string): ArrayLike<El> };
type Jsdom = { JSDOM: new () => { window: { DOMParser: new () => { parseFromString(text: string, type: string): El } } } };
const { JSDOM } = createRequire(import.meta.url)('jsdom') as Jsdom;

type Item = Record<string, string[]>;
const one = (item: Item, name: string) => item[name]?.[0] ?? '';

/** Each item's `g:` fields by name (a field given more than once, such as additional_image_link, keeps them all). */
function feedItems(xml: string): Item[] {
  const doc = new new JSDOM().window.DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror').length).toBe(0);
  return Array.from(doc.getElementsByTagName('item')).map((el) => {
    const out: Item = {};
    const text = (el as unknown as { children: ArrayLike<{ tagName: string; textContent: string | null; children: ArrayLike<unknown> }> }).children;
    for (const child of Array.from(text)) {
      if (child.tagName === 'g:shipping') continue;
      (out[child.tagName.replace(/^g:/, '')] ??= []).push(child.textContent ?? '');
    }
    out.shipping = Array.from(el.getElementsByTagName('g:shipping')).map((s) =>
      ['country', 'region', 'service', 'price'].map((f) => s.getElementsByTagName(`g:${f}`)[0]?.textContent ?? '').join(':'),
    );
    return out;
  });
}

const MARKUP = /<[a-z/!][^>]*>|&(lt|gt|amp|quot|#\d+);/i;
const CONTROL = /[\u0000-\u001F\u007F]/;
const httpsUrl = (value: string) => {
  const url = new URL(value);
  return url.protocol === 'https:' && url.host === 'crystals.example.ca' && value.length <= 2000;
};

/** Google's rules for one item (Merchant Center product data specification). */
function checkGoogleRules(item: Item, language: 'en' | 'fr') {
  const id = one(item, 'id');
  const where = `${language} ${id}`;
  expect(id, where).toMatch(/^[\x21-\x7E]{1,50}$/);
  for (const [field, max] of [['title', 150], ['description', 5000], ['brand', 70], ['product_type', 750]] as const) {
    const value = one(item, field);
    expect(value.length, `${where} ${field}`).toBeGreaterThan(0);
    expect(value.length, `${where} ${field}`).toBeLessThanOrEqual(max);
    expect(value, `${where} ${field}`).not.toMatch(MARKUP);
    expect(value, `${where} ${field}`).not.toMatch(CONTROL);
    expect(value, `${where} ${field}`).toBe(value.trim());
  }
  expect(httpsUrl(one(item, 'link')), `${where} link`).toBe(true);
  expect(new URL(one(item, 'link')).pathname, `${where} link`).toMatch(language === 'fr' ? /^\/shop\/fr\/product\/\d+$/ : /^\/shop\/product\/\d+$/);
  expect(httpsUrl(one(item, 'image_link')), `${where} image_link`).toBe(true);
  expect((item.additional_image_link ?? []).length, where).toBeLessThanOrEqual(10);
  for (const url of item.additional_image_link ?? []) expect(httpsUrl(url), `${where} ${url}`).toBe(true);
  const availability = one(item, 'availability');
  expect(['in_stock', 'out_of_stock', 'backorder'], where).toContain(availability);
  if (availability === 'backorder') {
    const date = one(item, 'availability_date');
    expect(date, where).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}[+-]\d{4}$/);
    expect(Date.parse(date.replace(/([+-]\d{2})(\d{2})$/, '$1:$2')), where).toBeGreaterThan(Date.now());
  } else expect(item.availability_date, where).toBeUndefined();
  expect(one(item, 'price'), where).toMatch(/^[1-9]\d*\.\d{2} CAD$/);
  expect(one(item, 'condition'), where).toBe('new');
  expect(one(item, 'identifier_exists'), where).toBe('no');
  expect(['188', '696'], where).toContain(one(item, 'google_product_category'));
  expect(item.shipping!.length, where).toBeGreaterThan(0);
  for (const s of item.shipping!) expect(s, where).toMatch(/^CA:([A-Z]{2})?:Standard:\d+\.\d{2} CAD$/);
  expect(item.shipping!.filter((s) => s.startsWith('CA::')), where).toHaveLength(1);
  // A value of a piece with options: grouped by the piece, its size set; a piece without: neither.
  if (item.item_group_id) {
    expect(one(item, 'item_group_id'), where).toMatch(/^\d{1,50}$/);
    expect(one(item, 'size').length, where).toBeGreaterThan(0);
    expect(one(item, 'size').length, where).toBeLessThanOrEqual(100);
    expect(id.startsWith(`${one(item, 'item_group_id')}-`), where).toBe(true);
  } else expect(item.size, where).toBeUndefined();
}

/** What a seed piece's items must be: one per value of its first option, or one; none when sold on Etsy only. */
function expectedIds(): string[] {
  return PRODUCTS.flatMap((p, index) => {
    if (p.etsyListing) return [];
    const id = index + 1;
    const option = SEED_CHOICES[p.name]?.options?.[0];
    return option ? option.values.map((v) => `${id}-${v.value.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`) : [String(id)];
  }).sort();
}

beforeAll(async () => {
  await writeSeedPieces();
}, 120_000);

describe('the feeds against Google’s product data rules, for the whole seed catalogue', () => {
  it('every item of the English and the French feed keeps every rule, one item per thing to buy', async () => {
    expect(PRODUCTS).toHaveLength(28);
    expect(CATEGORIES.length).toBeGreaterThan(0);
    const byLanguage = {} as Record<'en' | 'fr', Item[]>;
    for (const language of ['en', 'fr'] as const) {
      const res = await invoke('GET', `/api/feeds/google.xml?lang=${language}`);
      expect(res.status).toBe(200);
      expect(res.text).toContain('xmlns:g="http://base.google.com/ns/1.0"');
      const items = feedItems(res.text);
      for (const item of items) checkGoogleRules(item, language);
      const ids = items.map((i) => one(i, 'id'));
      expect(new Set(ids).size).toBe(ids.length);
      expect([...ids].sort()).toEqual(expectedIds());
      byLanguage[language] = items;
    }
    // The same things at the same prices and states in both languages, with French words in the French one.
    const fr = new Map(byLanguage.fr.map((i) => [one(i, 'id'), i]));
    for (const en of byLanguage.en) {
      const other = fr.get(one(en, 'id'))!;
      for (const field of ['price', 'availability', 'availability_date', 'item_group_id', 'google_product_category', 'shipping'])
        expect(other[field], `${one(en, 'id')} ${field}`).toEqual(en[field]);
      expect(new URL(one(other, 'link')).search).toBe(new URL(one(en, 'link')).search);
    }
    expect(byLanguage.fr.some((i) => /Collier|Bague|Bracelet|Pendentif/.test(one(i, 'title')))).toBe(true);
    expect(byLanguage.fr.every((i) => i.size === undefined || !/ in$/.test(one(i, 'size')))).toBe(true);

    // Meta's catalogue: the same rows, prices and states in its own words.
    const meta = await invoke('GET', '/api/feeds/meta.csv');
    const [header, ...rows] = meta.text.split('\r\n').filter(Boolean);
    const columns = header!.split(',');
    const META = { in_stock: 'in stock', out_of_stock: 'out of stock', backorder: 'available for order' } as Record<string, string>;
    expect(rows).toHaveLength(byLanguage.en.length);
    for (const en of byLanguage.en) {
      const row = rows.find((r) => r.startsWith(`${one(en, 'id')},`))!;
      expect(row, one(en, 'id')).toBeDefined();
      expect(row).toContain(`,${META[one(en, 'availability')]},new,${one(en, 'price')},`);
    }
    expect(columns.slice(0, 8)).toEqual(['id', 'title', 'description', 'availability', 'condition', 'price', 'link', 'image_link']);
  }, 120_000);

  it('each item’s price, availability and shipping are what the cart and the order do for that choice', async () => {
    const items = feedItems((await invoke('GET', '/api/feeds/google.xml')).text);
    // The seed has each state: sizes sold out, pieces in stock, a made-to-order bangle; and a dearer 20 in chain.
    expect(new Set(items.map((i) => one(i, 'availability')))).toEqual(new Set(['in_stock', 'out_of_stock', 'backorder']));
    expect(items.find((i) => one(i, 'id') === '1-20-in')).toBeDefined();
    expect(one(items.find((i) => one(i, 'id') === '1-20-in')!, 'price')).not.toBe(one(items.find((i) => one(i, 'id') === '1-16-in')!, 'price'));
    for (const item of items) {
      const link = new URL(one(item, 'link'));
      const productId = Number(link.pathname.split('/').at(-1));
      const size = link.searchParams.get('size');
      const optionName = size === null ? undefined : SEED_CHOICES[PRODUCTS[productId - 1]!.name]!.options![0]!.name;
      const headers = sessionHeaders(randomUUID());
      const added = await invoke('POST', '/api/cart', { headers, body: { productId, quantity: 1, ...(optionName ? { options: { [optionName]: size } } : {}) } });
      const where = one(item, 'id');
      if (one(item, 'availability') === 'out_of_stock') {
        expect(added.status, where).toBeGreaterThanOrEqual(400);
        expect(added.status, where).toBeLessThan(500);
        continue;
      }
      expect(added.status, where).toBe(200);
      const cart = (await invoke('GET', '/api/cart', { headers })).body;
      const line = (cart.items ?? cart)[0];
      expect(`${line.price ?? line.product.price} CAD`, where).toBe(one(item, 'price'));
      const order = await invoke('POST', '/api/orders', { headers, body: orderBody('MB') });
      expect(order.status, where).toBe(201);
      expect(`${order.body.items[0].price} CAD`, where).toBe(one(item, 'price'));
      expect(`${order.body.subtotal} CAD`, where).toBe(one(item, 'price'));
      // Mainland shipping as the order charges it (a territory's line is priced the same way).
      expect(item.shipping!.find((s) => s.startsWith('CA::')), where).toBe(`CA::Standard:${order.body.shipping} CAD`);
      // Give the unit back (the payment declined cancels the order) so the next value of the piece reads as the feed said.
      const intent = await invoke('POST', '/api/create-payment-intent', { headers, body: { orderId: order.body.id } });
      await invoke('POST', '/api/sandbox/confirm', { headers, body: { orderId: order.body.id, clientSecret: intent.body.clientSecret, cardNumber: '4000 0000 0000 0002' } });
    }
  }, 300_000);
});
