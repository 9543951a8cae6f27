import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVINCE_CODES, type ProvinceCode } from '@crystal/shared/provinces';
import { invoke } from '../test/invoke';
import { makeCategory, makeProduct } from '../catalog/product.factory';
import { issueOffer } from '../offers';
import { orderBody, sessionWithCart } from './checkout.factory';
import { decimalStringToCents } from '@crystal/shared/money';
import { lineGoodsCents } from '@crystal/shared/money/compute-refund';
import { getOrder } from './order-repository';
import { refundableOf } from './refund-record';

const claims = { sub: 'artisan-1', email: 'artisan@example.com', 'cognito:groups': ['admin'] };
const asAdmin = (method: string, path: string, body?: unknown) => invoke(method, path, { claims, body });

async function setShipping(shipping: unknown) {
  const current = (await asAdmin('GET', '/api/admin/settings')).body;
  const res = await asAdmin('PUT', '/api/admin/settings', { ...current, shipping });
  expect(res.status, res.text).toBe(200);
}

async function order(productId: number, province: ProvinceCode, extra: Record<string, unknown> = {}) {
  const session = await sessionWithCart([{ productId, quantity: 1 }]);
  return invoke('POST', '/api/orders', { headers: session.headers, body: orderBody(province, extra) });
}

/**
 * Worked examples, shipping $12.00 (territories $25.00), free on orders of $75.00 or more; each row:
 * [discount, shipping, tax, total], tax on (goods - discount + shipping) at the province's rates, each tax
 * line rounded to the cent.
 * - a $46.00 ring: ON 46 + 12 = 58.00, HST 13% = 7.54, total 65.54; QC GST 2.90 + QST 9.975% of 58 = 5.7855 -> 5.79;
 * - an $80.00 necklace: free shipping; ON HST 10.40, total 90.40;
 * - the ring with WORKED10 (10%): discount 4.60, goods 41.40 + 12 = 53.40; ON HST 6.942 -> 6.94, total 60.34;
 *   NT: 41.40 + 25 = 66.40, GST 3.32, total 69.72.
 */
const WORKED: Record<ProvinceCode, [string, string, string, string][]> = {
  AB: [['0.00', '12.00', '2.90', '60.90'], ['0.00', '0.00', '4.00', '84.00'], ['4.60', '12.00', '2.67', '56.07']],
  BC: [['0.00', '12.00', '6.96', '64.96'], ['0.00', '0.00', '9.60', '89.60'], ['4.60', '12.00', '6.41', '59.81']],
  MB: [['0.00', '12.00', '6.96', '64.96'], ['0.00', '0.00', '9.60', '89.60'], ['4.60', '12.00', '6.41', '59.81']],
  NB: [['0.00', '12.00', '8.70', '66.70'], ['0.00', '0.00', '12.00', '92.00'], ['4.60', '12.00', '8.01', '61.41']],
  NL: [['0.00', '12.00', '8.70', '66.70'], ['0.00', '0.00', '12.00', '92.00'], ['4.60', '12.00', '8.01', '61.41']],
  NS: [['0.00', '12.00', '8.12', '66.12'], ['0.00', '0.00', '11.20', '91.20'], ['4.60', '12.00', '7.48', '60.88']],
  NT: [['0.00', '25.00', '3.55', '74.55'], ['0.00', '0.00', '4.00', '84.00'], ['4.60', '25.00', '3.32', '69.72']],
  NU: [['0.00', '25.00', '3.55', '74.55'], ['0.00', '0.00', '4.00', '84.00'], ['4.60', '25.00', '3.32', '69.72']],
  ON: [['0.00', '12.00', '7.54', '65.54'], ['0.00', '0.00', '10.40', '90.40'], ['4.60', '12.00', '6.94', '60.34']],
  PE: [['0.00', '12.00', '8.70', '66.70'], ['0.00', '0.00', '12.00', '92.00'], ['4.60', '12.00', '8.01', '61.41']],
  QC: [['0.00', '12.00', '8.69', '66.69'], ['0.00', '0.00', '11.98', '91.98'], ['4.60', '12.00', '8.00', '61.40']],
  SK: [['0.00', '12.00', '6.38', '64.38'], ['0.00', '0.00', '8.80', '88.80'], ['4.60', '12.00', '5.87', '59.27']],
  YT: [['0.00', '25.00', '3.55', '74.55'], ['0.00', '0.00', '4.00', '84.00'], ['4.60', '25.00', '3.32', '69.72']],
};

const totalsOf = (body: Record<string, string>) => [body.discount, body.shipping, body.tax, body.totalAmount];

describe('shipping and codes priced by the server', () => {
  let ring: number;
  let necklace: number;
  beforeAll(async () => {
    ring = (await makeProduct({ name: 'Moonstone Ring', priceCents: 4600, stockQuantity: 500 })).id;
    necklace = (await makeProduct({ name: 'Amethyst Necklace', priceCents: 8000, stockQuantity: 500 })).id;
  });

  it('with the default settings every order ships free', async () => {
    const res = await order(ring, 'ON');
    expect(res.status).toBe(201);
    expect(totalsOf(res.body)).toEqual(['0.00', '0.00', '5.98', '51.98']);
    expect((await invoke('GET', '/api/shop')).body.shipping).toEqual({ flatRate: null, freeOver: null, territoriesRate: null });
  });

  it('in every province: the flat rate below the threshold, free above it, shipping taxed like the goods, a code taken before tax', async () => {
    await setShipping({ flatRate: '12.00', freeOver: '75.00', territoriesRate: '25.00' });
    expect((await invoke('GET', '/api/shop')).body).toMatchObject({ shipping: { flatRate: '12.00', freeOver: '75.00', territoriesRate: '25.00' }, paymentMethods: ['card', 'apple_pay', 'google_pay'] });
    const code = `WORKED10${randomUUID().slice(0, 4).toUpperCase()}`;
    expect((await asAdmin('POST', '/api/admin/discount-codes', { code, percentOff: 10 })).status).toBe(201);
    for (const province of PROVINCE_CODES) {
      const [below, above, coded] = WORKED[province];
      expect(totalsOf((await order(ring, province)).body), `${province} below the threshold`).toEqual(below);
      expect(totalsOf((await order(necklace, province)).body), `${province} above the threshold`).toEqual(above);
      const withCode = await order(ring, province, { discountCode: code.toLowerCase() });
      expect(totalsOf(withCode.body), `${province} with the code`).toEqual(coded);
      expect(withCode.body).toMatchObject({ discountSource: 'code', discountCode: code });
    }
    await setShipping({ flatRate: null, freeOver: null, territoriesRate: null });
  }, 240_000);

  it('refuses an unknown, expired or used-up code with 400 and its reason, and places no order', async () => {
    const past = `PAST${randomUUID().slice(0, 6).toUpperCase()}`;
    await asAdmin('POST', '/api/admin/discount-codes', { code: past, percentOff: 5, startsAt: '2020-01-01', endsAt: '2020-02-01' });
    const before = (await asAdmin('GET', '/api/admin/orders')).body;
    for (const [discountCode, language, message] of [
      ['NOPE1234', 'en', 'This discount code does not exist. Please check it and try again.'],
      [past, 'fr', 'Ce code promo a expiré.'],
    ] as const) {
      const res = await order(ring, 'MB', { discountCode, language });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: message, issues: [{ path: 'discountCode', message }] });
    }
    expect((await asAdmin('GET', '/api/admin/orders')).body).toEqual(before);
  });

  it('a code used past its limit by 20 parallel orders is honoured exactly up to the limit', async () => {
    const code = `LIMIT5${randomUUID().slice(0, 4).toUpperCase()}`;
    await asAdmin('POST', '/api/admin/discount-codes', { code, amountOff: '10.00', usageLimit: 5 });
    const sessions = await Promise.all(Array.from({ length: 20 }, () => sessionWithCart([{ productId: necklace, quantity: 1 }])));
    const results = await Promise.all(
      sessions.map((s, i) => invoke('POST', '/api/orders', { headers: s.headers, body: orderBody('MB', { discountCode: code, customerEmail: `p${i}@example.com` }) })),
    );
    const placed = results.filter((r) => r.status === 201);
    expect(placed).toHaveLength(5);
    for (const r of placed) expect(r.body.discount).toBe('10.00');
    for (const r of results.filter((x) => x.status !== 201)) {
      expect(r.status).toBe(400);
      expect(r.body.error).toBe('This discount code has reached its usage limit.');
    }
    const listed = (await asAdmin('GET', '/api/admin/discount-codes')).body.codes.find((c: { code: string }) => c.code === code);
    expect(listed).toMatchObject({ timesUsed: 5, usageLimit: 5 });
  });

  it('once per email: the second order from the same email is refused', async () => {
    const code = `ONCE${randomUUID().slice(0, 6).toUpperCase()}`;
    await asAdmin('POST', '/api/admin/discount-codes', { code, percentOff: 20, oncePerEmail: true });
    expect((await order(ring, 'MB', { discountCode: code, customerEmail: 'once@example.com' })).status).toBe(201);
    const again = await order(ring, 'MB', { discountCode: code, customerEmail: 'ONCE@example.com' });
    expect([again.status, again.body.error]).toEqual([400, 'This discount code can’t be applied to this order.']);
    // Plus tags and Gmail's dots are the same customer (issue 44).
    expect((await order(ring, 'MB', { discountCode: code, customerEmail: 'once+2@example.com' })).status).toBe(400);
    expect((await order(ring, 'MB', { discountCode: code, customerEmail: 'o.nce@gmail.com' })).status).toBe(201);
    expect((await order(ring, 'MB', { discountCode: code, customerEmail: 'once+x@googlemail.com' })).status).toBe(400);
    expect((await order(ring, 'MB', { discountCode: code, customerEmail: 'other@example.com' })).status).toBe(201);
    // The code check before ordering says nothing about an address: used or not, the code applies there.
    const check = (customerEmail: string) => invoke('POST', '/api/cart/discount-code', { headers: { 'x-session-id': randomUUID() }, body: { code, customerEmail } });
    expect([(await check('once@example.com')).status, (await check('never@example.com')).status]).toEqual([200, 200]);
  });

  it('a code that takes the goods to zero still pays shipping, and never leaves less than $0.50 by card (issue 44)', async () => {
    const piece = (await makeProduct({ name: 'Clear Quartz Point', priceCents: 1800, stockQuantity: 10 })).id;
    const code = `TWENTY${randomUUID().slice(0, 6).toUpperCase()}`;
    expect((await asAdmin('POST', '/api/admin/discount-codes', { code, amountOff: '20.00' })).status).toBe(201);
    await setShipping({ flatRate: '12.00', freeOver: null, territoriesRate: null });
    const shipped = await order(piece, 'MB', { discountCode: code });
    // Goods 18.00 - 18.00 = 0, shipping 12.00, GST 0.60 + RST 0.84 on the shipping: 13.44.
    expect(totalsOf(shipped.body)).toEqual(['18.00', '12.00', '1.44', '13.44']);
    await setShipping({ flatRate: null, freeOver: null, territoriesRate: null });
    const free = await order(piece, 'MB', { discountCode: code });
    // Free shipping: the code is lowered to 17.50, leaving 0.50 of goods + GST 0.03 + RST 0.04 = 0.57.
    expect(totalsOf(free.body)).toEqual(['17.50', '0.00', '0.07', '0.57']);
  });
});

/**
 * Decision 0102: a code for one collection's pieces, and a free-shipping code, beside the guide's 15% offer.
 * Shipping $12.00 flat (no threshold), to Manitoba: GST 5% + RST 7% on (goods - discount + shipping).
 * A Garnet Pendant ($40.00) is in Holiday Gifts; a Moonstone Ring ($46.00) and a Citrine Bowl ($100.00) are not.
 */
describe('codes for a collection, and free shipping (decision 0102)', () => {
  let pendant: number;
  let ring: number;
  let bowl: number;
  let holiday: number;
  const unique = (stem: string) => `${stem}${randomUUID().slice(0, 6).toUpperCase()}`;
  async function newCode(stem: string, terms: Record<string, unknown>) {
    const code = unique(stem);
    const res = await asAdmin('POST', '/api/admin/discount-codes', { code, ...terms });
    expect(res.status, res.text).toBe(201);
    return code;
  }
  /** An order from a new session holding these pieces, the guide's offer on `offerOn` when given. */
  async function orderOf(productIds: number[], extra: Record<string, unknown>, offerOn?: number) {
    const session = await sessionWithCart(productIds.map((productId) => ({ productId, quantity: 1 })));
    if (offerOn) await issueOffer(session.sessionId, offerOn);
    return invoke('POST', '/api/orders', { headers: session.headers, body: orderBody('MB', extra) });
  }
  const timesUsed = async (code: string) =>
    (await asAdmin('GET', '/api/admin/discount-codes')).body.codes.find((c: { code: string }) => c.code === code).timesUsed;

  beforeAll(async () => {
    holiday = (await makeCategory({ name: 'Holiday Gifts', slug: `holiday-gifts-${randomUUID().slice(0, 6)}`, translations: { fr: { name: 'Cadeaux des fêtes', description: '' } } })).id;
    pendant = (await makeProduct({ name: 'Garnet Pendant', priceCents: 4000, stockQuantity: 500, categoryId: holiday })).id;
    ring = (await makeProduct({ name: 'Moonstone Ring', priceCents: 4600, stockQuantity: 500, categoryId: 1 })).id;
    bowl = (await makeProduct({ name: 'Citrine Bowl', priceCents: 10_000, stockQuantity: 500, categoryId: 1 })).id;
    await setShipping({ flatRate: '12.00', freeOver: null, territoriesRate: null });
  });
  afterAll(() => setShipping({ flatRate: null, freeOver: null, territoriesRate: null }));

  it('a collection code takes its money off that collection\'s pieces only; an amount never more than they cost', async () => {
    const percent = await newCode('HOLIDAY20', { percentOff: 20, collectionId: holiday });
    // 20% of the pendant's 40.00 = 8.00 (not of 86.00); 78.00 + 12.00 = 90.00, GST 4.50 + RST 6.30 = 10.80.
    const coded = await orderOf([pendant, ring], { discountCode: percent });
    expect(coded.status, coded.text).toBe(201);
    expect(totalsOf(coded.body)).toEqual(['8.00', '12.00', '10.80', '100.80']);
    expect(coded.body).toMatchObject({ discountSource: 'code', discountCode: percent });
    // The ring was not in the collection: its line says so, and a refund gives back its whole price (the pendant its 32.00).
    const itemOf = (body: { items: { productId: number; discounted?: false }[] }, id: number) => body.items.find((i) => i.productId === id)!;
    expect(itemOf(coded.body, ring).discounted).toBe(false);
    expect(itemOf(coded.body, pendant).discounted).toBeUndefined();
    expect(lineGoodsCents(refundableOf((await getOrder(coded.body.id))!))).toEqual([3200, 4600]);
    // The guide's offer on the pendant comes off the pendant alone too (15% of 40.00 = 6.00).
    const offered = await orderOf([pendant, ring], {}, pendant);
    expect(offered.status, offered.text).toBe(201);
    expect(itemOf(offered.body, ring).discounted).toBe(false);
    expect(lineGoodsCents(refundableOf((await getOrder(offered.body.id))!))).toEqual([4000 - decimalStringToCents(offered.body.discount), 4600]);
    const amount = await newCode('HOLIDAY50', { amountOff: '50.00', collectionId: holiday });
    // $50 off Holiday Gifts, whose pieces here cost 40.00: 40.00 off; 46.00 + 12.00 = 58.00, tax 2.90 + 4.06.
    expect(totalsOf((await orderOf([pendant, ring], { discountCode: amount })).body)).toEqual(['40.00', '12.00', '6.96', '64.96']);
  });

  it('refuses a collection code when the cart holds none of its pieces, saying why in English and French, at the check and at the order', async () => {
    const code = await newCode('HOLIDAYX', { percentOff: 20, collectionId: holiday });
    const en = 'This discount code applies only to pieces from the Holiday Gifts collection, and your cart has none.';
    const fr = 'Ce code promo s’applique seulement aux pièces de la collection Cadeaux des fêtes, et votre panier n’en contient aucune.';
    const refused = await orderOf([ring], { discountCode: code });
    expect([refused.status, refused.body]).toEqual([400, { error: en, issues: [{ path: 'discountCode', message: en }] }]);
    expect((await orderOf([ring], { discountCode: code, language: 'fr' })).body.error).toBe(fr);
    const ringOnly = await sessionWithCart([{ productId: ring, quantity: 1 }]);
    const check = (headers: Record<string, string>, language: string) => invoke('POST', '/api/cart/discount-code', { headers, body: { code, language } });
    expect([(await check(ringOnly.headers, 'fr')).status, (await check(ringOnly.headers, 'fr')).body.error]).toEqual([400, fr]);
    const withPendant = await sessionWithCart([{ productId: pendant, quantity: 1 }]);
    expect((await check(withPendant.headers, 'en')).body).toEqual({ code, percentOff: 20, amountOff: null, minSubtotal: null, collectionId: holiday, freeShipping: false });
    expect(await timesUsed(code)).toBe(0);
  });

  it('a free-shipping code sets only the shipping to 0, is recorded on the order and uses one use', async () => {
    const code = await newCode('SHIPFREE', { freeShipping: true, minSubtotal: '40.00', usageLimit: 10 });
    // The ring: 46.00, no discount, shipping 0.00; GST 2.30 + RST 3.22 = 5.52.
    const res = await orderOf([ring], { discountCode: code });
    expect(res.status, res.text).toBe(201);
    expect(totalsOf(res.body)).toEqual(['0.00', '0.00', '5.52', '51.52']);
    expect(res.body).toMatchObject({ discountSource: 'code', discountCode: code, discountFreeShipping: true });
    expect(await timesUsed(code)).toBe(1);
    // Its minimum holds as for any code.
    const below = await newCode('SHIPFREE', { freeShipping: true, minSubtotal: '50.00' });
    expect((await orderOf([ring], { discountCode: below })).body.error).toBe('This discount code applies to orders of $50.00 or more.');
  });

  it('beside the guide\'s 15% offer, the one worth more applies and they never stack', async () => {
    const ship = await newCode('SHIPFREE', { freeShipping: true });
    // Offer on the ring: 15% of 46.00 = 6.90 < shipping 12.00 saved: the code applies, the offer does not.
    const shipWins = await orderOf([ring], { discountCode: ship }, ring);
    expect(totalsOf(shipWins.body)).toEqual(['0.00', '0.00', '5.52', '51.52']);
    expect(shipWins.body).toMatchObject({ discountSource: 'code', discountCode: ship, discountFreeShipping: true });
    // Offer on the bowl: 15% of 100.00 = 15.00 > 12.00: the offer applies and shipping is paid;
    // 85.00 + 12.00 = 97.00, GST 4.85 + RST 6.79 = 11.64.
    const offerWins = await orderOf([bowl], { discountCode: ship }, bowl);
    expect(totalsOf(offerWins.body)).toEqual(['15.00', '12.00', '11.64', '108.64']);
    expect(offerWins.body.discountSource).toBe('offer');
    expect(offerWins.body.discountCode).toBeUndefined();
    expect(offerWins.body.discountFreeShipping).toBeUndefined();

    const holiday20 = await newCode('HOLIDAY20', { percentOff: 20, collectionId: holiday });
    // Offer on the ring (6.90) < 20% of the pendant (8.00): the code, priced as without the offer.
    const codeWins = await orderOf([pendant, ring], { discountCode: holiday20 }, ring);
    expect(totalsOf(codeWins.body)).toEqual(['8.00', '12.00', '10.80', '100.80']);
    expect(codeWins.body).toMatchObject({ discountSource: 'code', discountCode: holiday20 });
    const holiday10 = await newCode('HOLIDAY10', { percentOff: 10, collectionId: holiday });
    // Offer on the pendant (6.00) > 10% of it (4.00): the offer; 80.00 + 12.00 = 92.00, GST 4.60 + RST 6.44 = 11.04.
    const offerOverCollection = await orderOf([pendant, ring], { discountCode: holiday10 }, pendant);
    expect(totalsOf(offerOverCollection.body)).toEqual(['6.00', '12.00', '11.04', '103.04']);
    expect(offerOverCollection.body.discountSource).toBe('offer');
    expect([await timesUsed(ship), await timesUsed(holiday20), await timesUsed(holiday10)]).toEqual([1, 1, 0]);
  });
});
