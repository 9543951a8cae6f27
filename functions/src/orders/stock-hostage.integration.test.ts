/**
 * Stock can't be held hostage: one client address holds at most 10 units in unpaid orders whatever
 * sessions it rotates through; a cart line can't exceed the piece's stock; an order whose payment never
 * starts gives its stock back after 10 minutes, one whose payment started after 30.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PAYMENT } from '@crystal/shared/constants/limits';
import { getProduct } from '../catalog';
import { makeProduct } from '../catalog/product.factory';
import { invoke, sessionHeaders } from '../test/invoke';
import { orderBody } from '../test/route-examples';
import { getOrder } from './order-repository';
import { releaseExpiredReservations } from './release-expired';

let n = 0;
const address = () => `198.51.${100 + Math.floor(Math.random() * 100)}.${++n}`;
const as = (sid: string, ip: string) => ({ headers: sessionHeaders(sid), sourceIp: ip });

async function checkout(ip: string, productId: number, quantity: number) {
  const sid = randomUUID();
  const added = await invoke('POST', '/api/cart', { ...as(sid, ip), body: { productId, quantity } });
  expect(added.status).toBeLessThan(300);
  return { sid, res: await invoke('POST', '/api/orders', { ...as(sid, ip), body: orderBody }) };
}

describe('stock held hostage', () => {
  it('30 rotating sessions from one address hold at most 10 units; another address still buys', async () => {
    const product = await makeProduct({ stockQuantity: 60 });
    const ip = address();
    let held = 0;
    let refused = 0;
    for (let i = 0; i < 30; i++) {
      const { res } = await checkout(ip, product.id, 1 + (i % 2));
      if (res.status === 201) held += res.body.items.reduce((s: number, it: { quantity: number }) => s + it.quantity, 0);
      else {
        expect(res.status).toBe(409);
        expect(res.body.error).toMatch(/waiting for payment/);
        refused++;
      }
    }
    expect(held).toBeLessThanOrEqual(PAYMENT.maxUnpaidUnitsPerClient);
    expect(held).toBeGreaterThanOrEqual(PAYMENT.maxUnpaidUnitsPerClient - 1);
    expect(refused).toBeGreaterThan(0);
    expect((await getProduct(product.id))?.stockQuantity).toBe(60 - held);
    console.info(`stock hostage: 30 sessions from one address held ${held} units, ${refused} orders refused`);
    expect((await checkout(address(), product.id, 2)).res.status).toBe(201);
  });

  it('simultaneous orders from one address do not slip past the limit together', async () => {
    const product = await makeProduct({ stockQuantity: 60 });
    const ip = address();
    const results = await Promise.all(Array.from({ length: 12 }, () => checkout(ip, product.id, 2)));
    const units = results.filter((r) => r.res.status === 201).length * 2;
    expect(units).toBeLessThanOrEqual(PAYMENT.maxUnpaidUnitsPerClient);
  });

  it('a cart line cannot exceed the piece stock', async () => {
    const product = await makeProduct({ stockQuantity: 3 });
    const sid = randomUUID();
    expect((await invoke('POST', '/api/cart', { headers: sessionHeaders(sid), body: { productId: product.id, quantity: 4 } })).status).toBe(409);
    expect((await invoke('POST', '/api/cart', { headers: sessionHeaders(sid), body: { productId: product.id, quantity: 3 } })).status).toBeLessThan(300);
    expect((await invoke('POST', '/api/cart', { headers: sessionHeaders(sid), body: { productId: product.id, quantity: 1 } })).status).toBe(409);
  });

  it('an order whose payment never starts expires after 10 minutes; once its intent exists, after 30', async () => {
    const product = await makeProduct({ stockQuantity: 5 });
    const a = await checkout(address(), product.id, 1);
    const b = await checkout(address(), product.id, 1);
    const paying = await invoke('POST', '/api/create-payment-intent', { headers: sessionHeaders(b.sid), body: { orderId: b.res.body.id } });
    expect(paying.status).toBe(200);
    const start = Date.now();
    await releaseExpiredReservations(new Date(start + (PAYMENT.intentMinutes + 1) * 60_000));
    expect((await getOrder(a.res.body.id))?.status).toBe('cancelled');
    expect((await getOrder(b.res.body.id))?.status).toBe('pending');
    await releaseExpiredReservations(new Date(start + (PAYMENT.reservationMinutes + 1) * 60_000));
    expect((await getOrder(b.res.body.id))?.status).toBe('cancelled');
    expect((await getProduct(product.id))?.stockQuantity).toBe(5);
  });
});
