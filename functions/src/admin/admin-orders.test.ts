import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '@crystal/shared/schemas/order';
import { canTransition } from '@crystal/shared/schemas/admin-orders';
import { invoke } from '../test/invoke';
import { makeProduct } from '../catalog/product.factory';
import { placedOrder } from '../orders/checkout.factory';
import { getProduct } from '../catalog';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/db/client';

const claims = { sub: 'artisan-1', email: 'artisan@example.com', 'cognito:groups': ['admin'] };
const asAdmin = (method: string, path: string, body?: unknown) => invoke(method, path, { claims, body });
/** Shipping takes a carrier and tracking number; every other status goes alone. */
const setStatus = (id: number, status: OrderStatus) =>
  asAdmin('POST', `/api/admin/orders/${id}/status`, status === 'shipped' ? { status, carrier: 'canada_post', trackingNumber: '1234567890123456' } : { status });

/** An order placed through the real checkout API and paid with the sandbox's test card (4242...). */
async function paidOrder(productId: number, quantity: number) {
  const placed = await placedOrder([{ productId, quantity }]);
  const intent = await invoke('POST', '/api/create-payment-intent', { headers: placed.headers, body: { orderId: placed.order.id } });
  expect(intent.status).toBe(200);
  const paid = await invoke('POST', '/api/sandbox/confirm', {
    headers: placed.headers,
    body: { orderId: placed.order.id, clientSecret: intent.body.clientSecret, cardNumber: '4242 4242 4242 4242' },
  });
  expect(paid.status).toBe(200);
  const detail = await asAdmin('GET', `/api/admin/orders/${placed.order.id}`);
  expect(detail.body.status).toBe('paid');
  return placed.order.id;
}

const stockOf = async (id: number) => (await getProduct(id))!.stockQuantity;

describe('admin orders', () => {
  it('lists orders by status and date, newest first, with a cursor', async () => {
    const product = await makeProduct({ stockQuantity: 50 });
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await placedOrder([{ productId: product.id, quantity: 1 }])).order.id);
    const first = await asAdmin('GET', '/api/admin/orders?status=pending&limit=2');
    expect(first.status).toBe(200);
    expect(first.body.orders.map((o: { id: number }) => o.id)).toEqual([ids[2], ids[1]]);
    expect(first.body.orders[0]).toMatchObject({ status: 'pending', customerName: 'Luna Moonstone', itemCount: 1 });
    const second = await asAdmin('GET', `/api/admin/orders?status=pending&limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body.orders.map((o: { id: number }) => o.id)).toContain(ids[0]);
    const today = new Date().toISOString().slice(0, 10);
    const all = await asAdmin('GET', `/api/admin/orders?from=2020-01-01&to=${today.slice(0, 4)}-12-31`);
    expect(all.body.orders.length).toBeGreaterThanOrEqual(3);
    const none = await asAdmin('GET', '/api/admin/orders?to=2020-01-01');
    expect(none.body.orders).toEqual([]);
  });

  it('refuses bad filters and foreign cursors with 400', async () => {
    expect((await asAdmin('GET', '/api/admin/orders?status=lost')).status).toBe(400);
    expect((await asAdmin('GET', '/api/admin/orders?from=yesterday')).status).toBe(400);
    expect((await asAdmin('GET', '/api/admin/orders?limit=500')).status).toBe(400);
    const forged = Buffer.from(JSON.stringify({ pk: 'PRODUCT#1', sk: 'PRODUCT' })).toString('base64url');
    const res = await asAdmin('GET', `/api/admin/orders?cursor=${forged}`);
    expect(res.status).toBe(400);
    expect(res.body.issues[0].path).toBe('cursor');
  });

  it('walks pending -> paid -> shipped -> delivered and records each step', async () => {
    const product = await makeProduct({ stockQuantity: 5 });
    const { order } = await placedOrder([{ productId: product.id, quantity: 2 }]);
    for (const status of ['paid', 'shipped', 'delivered'] as const) {
      const res = await setStatus(order.id, status);
      expect(res.status).toBe(200);
      expect(res.body.status).toBe(status);
    }
    const detail = await asAdmin('GET', `/api/admin/orders/${order.id}`);
    expect(detail.body.allowedStatuses).toEqual(['refunded']);
    const audit = await asAdmin('GET', '/api/admin/audit');
    const actions = audit.body.filter((a: { target: string }) => a.target === `order ${order.id}`).map((a: { action: string }) => a.action);
    expect(actions).toEqual(['order.delivered', 'order.shipped', 'order.paid']);
    expect(await stockOf(product.id)).toBe(3);
  });

  it('answers 409 to every change outside the lifecycle, and changes nothing', async () => {
    const product = await makeProduct({ stockQuantity: 20 });
    const { order } = await placedOrder([{ productId: product.id, quantity: 1 }]);
    expect((await setStatus(order.id, 'shipped')).status).toBe(409);
    expect((await setStatus(order.id, 'delivered')).status).toBe(409);
    expect((await setStatus(order.id, 'refunded')).status).toBe(409);
    expect((await setStatus(order.id, 'pending')).status).toBe(409);
    await setStatus(order.id, 'paid');
    await setStatus(order.id, 'shipped');
    const back = await setStatus(order.id, 'paid');
    expect(back.status).toBe(409);
    expect(back.body.error).toBe(`Order #${order.id} is shipped: it cannot be marked paid`);
    expect((await setStatus(order.id, 'cancelled')).status).toBe(409);
    expect((await asAdmin('GET', `/api/admin/orders/${order.id}`)).body.status).toBe('shipped');
    // The rule itself: exactly the defined edges are allowed.
    const allowed = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.filter((to) => canTransition(from, to)).map((to) => `${from}>${to}`));
    expect(allowed.sort()).toEqual(
      ['pending>paid', 'pending>cancelled', 'paid>shipped', 'paid>cancelled', 'paid>refunded', 'partially_shipped>shipped', 'partially_shipped>refunded', 'shipped>delivered', 'shipped>refunded', 'delivered>refunded'].sort(),
    );
    expect((await setStatus(999999, 'paid')).status).toBe(404);
    expect((await setStatus(order.id, 'lost' as OrderStatus)).status).toBe(400);
  });

  it('refunds a paid order through the payments port and restocks exactly once, retried or concurrent', async () => {
    const product = await makeProduct({ stockQuantity: 6 });
    const id = await paidOrder(product.id, 2);
    expect(await stockOf(product.id)).toBe(4);
    const results = await Promise.all([setStatus(id, 'refunded'), setStatus(id, 'refunded'), setStatus(id, 'refunded')]);
    for (const r of results) expect([200, 409]).toContain(r.status);
    expect(results.some((r) => r.status === 200)).toBe(true);
    expect(await stockOf(product.id)).toBe(6);
    const retry = await setStatus(id, 'refunded');
    expect(retry.status).toBe(200);
    expect(retry.body.status).toBe('refunded');
    expect(await stockOf(product.id)).toBe(6);
    expect((await setStatus(id, 'paid')).status).toBe(409);
    // The sandbox refund was recorded once, for the order's payment intent and its full total.
    const key = `refund-order-${id}-${(await asAdmin('GET', `/api/admin/orders/${id}`)).body.totalAmount.replace('.', '')}`;
    const refund = await db.send(new GetCommand({ TableName: tableName, Key: { pk: `REFUND#${id}`, sk: `REFUND#${key}` } }));
    expect(refund.Item).toMatchObject({ paymentIntentId: `pi_sandbox_${id}`, idempotencyKey: key });
    const audit = await asAdmin('GET', '/api/admin/audit');
    expect(audit.body.filter((a: { target: string; action: string }) => a.target === `order ${id}` && a.action === 'order.refunded').length).toBeGreaterThanOrEqual(1);
  });

  it('refunds a shipped order and restocks once; cancelling a pending order releases its stock once', async () => {
    const product = await makeProduct({ stockQuantity: 3 });
    const id = await paidOrder(product.id, 1);
    await setStatus(id, 'shipped');
    expect((await setStatus(id, 'refunded')).status).toBe(200);
    expect((await setStatus(id, 'refunded')).status).toBe(200);
    expect(await stockOf(product.id)).toBe(3);
    const { order } = await placedOrder([{ productId: product.id, quantity: 3 }]);
    expect(await stockOf(product.id)).toBe(0);
    await Promise.all([setStatus(order.id, 'cancelled'), setStatus(order.id, 'cancelled')]);
    expect(await stockOf(product.id)).toBe(3);
  });

  it('gives the overview: sales today and this month, the 30-day chart, low stock and open consultations', async () => {
    const product = await makeProduct({ stockQuantity: 2, name: 'Nearly Gone Pendant' });
    const id = await paidOrder(product.id, 1);
    const res = await asAdmin('GET', '/api/admin/overview');
    expect(res.status).toBe(200);
    expect(res.body.sales).toHaveLength(30);
    expect(res.body.today.orders).toBeGreaterThanOrEqual(1);
    expect(Number(res.body.month.revenue)).toBeGreaterThanOrEqual(Number(res.body.today.revenue));
    // Goods, shipping and tax apart; the revenue is goods + shipping, the tax left out (decision 0057).
    const cents = (s: string) => Math.round(Number(s) * 100);
    for (const figures of [res.body.today, res.body.month, ...res.body.sales]) {
      expect(Object.keys(figures)).toEqual(expect.arrayContaining(['orders', 'goods', 'shipping', 'tax', 'revenue']));
      expect(cents(figures.revenue)).toBe(cents(figures.goods) + cents(figures.shipping));
    }
    expect(cents(res.body.today.tax)).toBeGreaterThan(0);
    expect(res.body.sales.at(-1).orders).toBe(res.body.today.orders);
    expect(res.body.lowStock.find((p: { id: number }) => p.id === product.id)).toMatchObject({ stockQuantity: 1 });
    const before = res.body.today.orders;
    await setStatus(id, 'refunded');
    const after = await asAdmin('GET', '/api/admin/overview');
    expect(after.body.today.orders).toBe(before - 1);
  });
});
