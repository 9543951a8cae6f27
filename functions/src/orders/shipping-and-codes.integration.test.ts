import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROVINCE_CODES, type ProvinceCode } from '@crystal/shared/provinces';
import { invoke } from '../test/invoke';
import { makeProduct } from '../catalog/product.factory';
import { orderBody, sessionWithCart } from './checkout.factory';

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
