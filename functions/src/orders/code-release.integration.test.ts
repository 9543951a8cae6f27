import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoke } from '../test/invoke';
import { makeProduct } from '../catalog/product.factory';
import { db, tableName } from '../lib/db/client';
import { handler as sweep } from '../jobs/reservation-sweep';
import { orderBody, sessionWithCart } from './checkout.factory';
import { orderKey, orderSortKey } from './order-item';
import { getOrder } from './order-repository';

const claims = { sub: 'artisan-1', email: 'artisan@example.com', 'cognito:groups': ['admin'] };
const asAdmin = (method: string, path: string, body?: unknown) => invoke(method, path, { claims, body });

async function newCode(terms: Record<string, unknown>): Promise<string> {
  const code = `BACK${randomUUID().slice(0, 6).toUpperCase()}`;
  const res = await asAdmin('POST', '/api/admin/discount-codes', { code, ...terms });
  expect(res.status, res.text).toBe(201);
  return code;
}

const timesUsed = async (code: string): Promise<number> =>
  (await asAdmin('GET', '/api/admin/discount-codes')).body.codes.find((c: { code: string }) => c.code === code).timesUsed;

async function orderWith(productId: number, discountCode: string, customerEmail = 'luna@example.com') {
  const session = await sessionWithCart([{ productId, quantity: 1 }]);
  const res = await invoke('POST', '/api/orders', { headers: session.headers, body: orderBody('MB', { discountCode, customerEmail }) });
  return { ...res, headers: session.headers };
}

/** Moves the order back in time past its reservation, as if the shopper walked away an hour ago without paying. */
async function lapse(id: number) {
  const createdAt = new Date(Date.now() - 60 * 60_000).toISOString();
  const reservedUntil = new Date(Date.now() - 30 * 60_000).toISOString();
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: orderKey(id),
      UpdateExpression: 'SET createdAt = :c, reservedUntil = :r, gsi1sk = :s, gsi2sk = :s',
      ExpressionAttributeValues: { ':c': createdAt, ':r': reservedUntil, ':s': orderSortKey(createdAt, id) },
    }),
  );
}

async function pay(id: number, headers: Record<string, string>) {
  const intent = await invoke('POST', '/api/create-payment-intent', { headers, body: { orderId: id } });
  const paid = await invoke('POST', '/api/sandbox/confirm', {
    headers,
    body: { orderId: id, clientSecret: intent.body.clientSecret, cardNumber: '4242 4242 4242 4242' },
  });
  expect(paid.status, paid.text).toBe(200);
}

const USED_UP = 'This discount code has reached its usage limit.';

describe("an unpaid order gives its code's use back", () => {
  let ring: number;
  beforeAll(async () => {
    ring = (await makeProduct({ name: 'Moonstone Ring', priceCents: 4600, stockQuantity: 500 })).id;
  });

  it('a limit-1 code held by an order that expires unpaid is usable again, once, however often the sweep runs', async () => {
    const code = await newCode({ percentOff: 10, usageLimit: 1 });
    const first = await orderWith(ring, code);
    expect(first.status, first.text).toBe(201);
    const refused = await orderWith(ring, code, 'sol@example.com');
    expect([refused.status, refused.body.error]).toEqual([400, USED_UP]);

    await lapse(first.body.id);
    await Promise.all([sweep(), sweep()]);
    await sweep();
    expect(await getOrder(first.body.id)).toMatchObject({ status: 'cancelled', stockReleased: true, cancelReason: 'reservation_expired' });
    expect(await timesUsed(code)).toBe(0);

    const again = await orderWith(ring, code, 'sol@example.com');
    expect(again.status, again.text).toBe(201);
    expect(again.body).toMatchObject({ discountSource: 'code', discountCode: code, discount: '4.60' });
    expect(await timesUsed(code)).toBe(1);
    await sweep();
    expect(await timesUsed(code)).toBe(1);
    const third = await orderWith(ring, code, 'sky@example.com');
    expect([third.status, third.body.error]).toEqual([400, USED_UP]);
  });

  it('a once-per-email code held by an order cancelled before payment is usable again by the same email', async () => {
    const code = await newCode({ amountOff: '5.00', usageLimit: 1, oncePerEmail: true });
    const first = await orderWith(ring, code, 'once-back@example.com');
    expect(first.status, first.text).toBe(201);
    const [a, b] = await Promise.all([
      asAdmin('POST', `/api/admin/orders/${first.body.id}/status`, { status: 'cancelled' }),
      asAdmin('POST', `/api/admin/orders/${first.body.id}/status`, { status: 'cancelled' }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await timesUsed(code)).toBe(0);

    const again = await orderWith(ring, code, 'Once-Back@example.com');
    expect(again.status, again.text).toBe(201);
    expect(again.body.discount).toBe('5.00');
    expect(await timesUsed(code)).toBe(1);
  });

  it('a paid order keeps its use, even when the artisan cancels it afterwards', async () => {
    const code = await newCode({ percentOff: 20, usageLimit: 1 });
    const first = await orderWith(ring, code);
    expect(first.status, first.text).toBe(201);
    await pay(first.body.id, first.headers);
    expect((await asAdmin('POST', `/api/admin/orders/${first.body.id}/status`, { status: 'cancelled' })).status).toBe(200);
    expect((await getOrder(first.body.id))!.status).toBe('cancelled');
    expect(await timesUsed(code)).toBe(1);
    const refused = await orderWith(ring, code, 'sol@example.com');
    expect([refused.status, refused.body.error]).toEqual([400, USED_UP]);
  });
});
