import { describe, expect, it } from 'vitest';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { orderSchema } from '@crystal/shared/schemas/order';
import { invoke, sessionHeaders } from '../test/invoke';
import { makeProduct } from '../catalog/product.factory';
import { getProduct } from '../catalog';
import { db, tableName } from '../lib/db/client';
import { handler as sweep } from '../jobs/reservation-sweep';
import { getOrder } from './order-repository';
import { queryOrders } from './order-list-repository';
import { releaseOrderStock } from './stock-release-repository';
import { updateOrderStatus } from './transitions/status-transition-repository';
import { orderBody, placedOrder, sessionWithCart } from './checkout.factory';
import { orderKey, orderSortKey } from './order-item';
import { insertCartLine, readCart } from '../cart';

const stockOf = async (id: number) => (await getProduct(id))!.stockQuantity;

/** Moves an order's creation and reservation back in time, as if it were placed `minutes` ago. */
async function ageOrder(id: number, minutes: number) {
  const createdAt = new Date(Date.now() - minutes * 60_000).toISOString();
  const reservedUntil = new Date(Date.now() - (minutes - 30) * 60_000).toISOString();
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: orderKey(id),
      UpdateExpression: 'SET createdAt = :c, reservedUntil = :r, gsi1sk = :s, gsi2sk = :s',
      ExpressionAttributeValues: { ':c': createdAt, ':r': reservedUntil, ':s': orderSortKey(createdAt, id) },
    }),
  );
}

describe('orders API', () => {
  it('builds the order from the session cart on the server: prices, tax by province, address texts, stock reserved', async () => {
    const a = await makeProduct({ name: 'Amethyst Point Pendant', priceCents: 6800, stockQuantity: 5 });
    const b = await makeProduct({ name: 'Rose Quartz Heart', priceCents: 5450, stockQuantity: 3 });
    const { headers } = await sessionWithCart([
      { productId: a.id, quantity: 2 },
      { productId: b.id, quantity: 1 },
    ]);
    const res = await invoke('POST', '/api/orders', { headers, body: orderBody('MB') });
    expect(res.status).toBe(201);
    const order = orderSchema.parse(res.body);
    // 2 x 68.00 + 54.50 = 190.50; GST 5% = 9.53 (9.525 rounded per line), RST 7% = 13.34 (13.335)
    expect(order).toMatchObject({
      status: 'pending',
      currency: 'CAD',
      subtotal: '190.50',
      shipping: '0.00',
      discount: '0.00',
      taxLines: [
        { name: 'GST', label: 'GST (5%)', amount: '9.53' },
        { name: 'RST', label: 'RST (7%)', amount: '13.34' },
      ],
      tax: '22.87',
      totalAmount: '213.37',
      province: 'MB',
      customerEmail: 'luna@example.com',
      shippingAddress: 'Luna Moonstone\n123 Crystal Lane\nWinnipeg, MB R3C 0A1\nCanada',
      billingAddress: 'Luna Moonstone\n123 Crystal Lane\nWinnipeg, MB R3C 0A1\nCanada',
    });
    expect(order.items.map((i) => [i.name, i.quantity, i.price, i.lineTotal])).toEqual([
      ['Amethyst Point Pendant', 2, '68.00', '136.00'],
      ['Rose Quartz Heart', 1, '54.50', '54.50'],
    ]);
    expect(await stockOf(a.id)).toBe(3);
    expect(await stockOf(b.id)).toBe(2);
    const stored = await getOrder(order.id);
    // Until its payment starts, an order holds its stock for 10 minutes (30 from the payment intent).
    expect(Date.parse(stored!.reservedUntil) - Date.parse(stored!.createdAt)).toBe(10 * 60_000);
    expect(stored!.stockReleased).toBe(false);

    const on = await invoke('POST', '/api/orders', { headers, body: orderBody('ON') });
    expect(on.body.taxLines).toEqual([{ name: 'HST', label: 'HST (13%)', amount: '24.77' }]);
    expect(on.body.totalAmount).toBe('215.27');
  });

  it('ignores nothing silently: amount-like keys and bad fields are 400 with the section 5 messages', async () => {
    const p = await makeProduct();
    const { headers } = await sessionWithCart([{ productId: p.id, quantity: 1 }]);
    const withAmount = await invoke('POST', '/api/orders', { headers, body: { ...orderBody(), totalAmount: '0.01' } });
    expect(withAmount.status).toBe(400);
    const bad = await invoke('POST', '/api/orders', {
      headers,
      body: orderBody('MB', { customerEmail: 'nope', customerPhone: '123', firstName: '', shippingAddress: { street: '', city: '', province: '', postalCode: '1' } }),
    });
    expect(bad.status).toBe(400);
    const messages = bad.body.issues.map((i: { message: string }) => i.message);
    for (const m of ['Invalid email address', 'Valid phone number is required', 'First name is required', 'Street address is required', 'City is required', 'Province is required', 'Valid postal code is required']) {
      expect(messages).toContain(m);
    }
    expect(await stockOf(p.id)).toBe(10);
  });

  it('empty cart -> 400; insufficient stock -> 409 naming the piece, nothing reserved', async () => {
    const empty = await invoke('POST', '/api/orders', { headers: sessionHeaders(crypto.randomUUID()), body: orderBody() });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('Your cart is empty. Please add items before checking out.');

    const plenty = await makeProduct({ stockQuantity: 5 });
    const scarce = await makeProduct({ name: 'Labradorite Cuff', stockQuantity: 2 });
    const first = await sessionWithCart([
      { productId: plenty.id, quantity: 1 },
      { productId: scarce.id, quantity: 2 },
    ]);
    await placedOrder([{ productId: scarce.id, quantity: 1 }]);
    const res = await invoke('POST', '/api/orders', { headers: first.headers, body: orderBody() });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('Sorry, only 1 of "Labradorite Cuff" is in stock.');
    expect(await stockOf(plenty.id)).toBe(5);
    expect(await stockOf(scarce.id)).toBe(1);
  });

  it('50 concurrent orders for the last piece: exactly 1 reserves it, 49 get 409, stock ends at 0', async () => {
    const last = await makeProduct({ name: 'Last Moonstone Ring', stockQuantity: 50 });
    const sessions = await Promise.all(Array.from({ length: 50 }, () => sessionWithCart([{ productId: last.id, quantity: 1 }])));
    await db.send(
      new UpdateCommand({ TableName: tableName, Key: { pk: `PRODUCT#${last.id}`, sk: 'PRODUCT' }, UpdateExpression: 'SET stockQuantity = :one', ExpressionAttributeValues: { ':one': 1 } }),
    );
    const results = await Promise.all(sessions.map((s) => invoke('POST', '/api/orders', { headers: s.headers, body: orderBody() })));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.error).toBe('Sorry, "Last Moonstone Ring" is out of stock.');
    expect(await stockOf(last.id)).toBe(0);
  });

  it("another session's order is 404 and untouched", async () => {
    const p = await makeProduct();
    const { order, headers } = await placedOrder([{ productId: p.id, quantity: 1 }]);
    const other = sessionHeaders(crypto.randomUUID());
    expect((await invoke('GET', `/api/orders/${order.id}`, { headers: other })).status).toBe(404);
    expect((await invoke('POST', '/api/create-payment-intent', { headers: other, body: { orderId: order.id } })).status).toBe(404);
    const mine = await invoke('GET', `/api/orders/${order.id}`, { headers });
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ id: order.id, status: 'pending' });
    expect((await getOrder(order.id))!.paymentIntentId).toBeUndefined();
    expect((await invoke('GET', '/api/orders/999999', { headers })).status).toBe(404);
  });

  it('an expired reservation gives its stock back exactly once, however often the sweep runs', async () => {
    const p = await makeProduct({ stockQuantity: 3 });
    const { order } = await placedOrder([{ productId: p.id, quantity: 2 }]);
    const fresh = await placedOrder([{ productId: p.id, quantity: 1 }]);
    expect(await stockOf(p.id)).toBe(0);
    await ageOrder(order.id, 31);
    await sweep();
    await sweep();
    await Promise.all([sweep(), sweep()]);
    expect(await stockOf(p.id)).toBe(2);
    expect(await getOrder(order.id)).toMatchObject({ status: 'cancelled', stockReleased: true, cancelReason: 'reservation_expired' });
    expect((await getOrder(fresh.order.id))!.status).toBe('pending');
    expect(await releaseOrderStock(order.id, { reason: 'again', from: ['pending', 'cancelled'] })).toBe(false);
    expect(await stockOf(p.id)).toBe(2);
  });

  it('reading an expired order or ordering the held piece does not wait for the sweep', async () => {
    const p = await makeProduct({ name: 'Held Piece', stockQuantity: 1 });
    const held = await placedOrder([{ productId: p.id, quantity: 1 }]);
    const next = await sessionWithCart([]);
    await ageOrder(held.order.id, 45);
    // The second shopper's add to cart is refused while the stock reads 0 ...
    expect((await invoke('POST', '/api/cart', { headers: next.headers, body: { productId: p.id } })).status).toBe(409);
    // ... but the held piece's owner reading the order releases it, and the second shopper can buy it.
    const read = await invoke('GET', `/api/orders/${held.order.id}`, { headers: held.headers });
    expect(read.body.status).toBe('cancelled');
    expect(await stockOf(p.id)).toBe(1);
    const bought = await placedOrder([{ productId: p.id, quantity: 1 }]);
    expect(bought.order.id).toBeGreaterThan(0);
    expect(await stockOf(p.id)).toBe(0);

    // Order creation itself releases expired reservations holding the piece.
    const q = await makeProduct({ name: 'Second Held Piece', stockQuantity: 1 });
    const buyer = await sessionWithCart([{ productId: q.id, quantity: 1 }]);
    const holder = await placedOrder([{ productId: q.id, quantity: 1 }]);
    await ageOrder(holder.order.id, 40);
    const res = await invoke('POST', '/api/orders', { headers: buyer.headers, body: orderBody() });
    expect(res.status).toBe(201);
    expect(await stockOf(q.id)).toBe(0);
    expect((await getOrder(holder.order.id))!.status).toBe('cancelled');
  });

  it('gives admin the orders by status and by date, newest first, paged; status changes are conditional', async () => {
    const p = await makeProduct({ stockQuantity: 20 });
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await placedOrder([{ productId: p.id, quantity: 1 }])).order.id);
    const page1 = await queryOrders({ status: 'pending', limit: 2 });
    expect(page1.orders).toHaveLength(2);
    expect(page1.nextCursor).toBeTruthy();
    const page2 = await queryOrders({ status: 'pending', limit: 50, cursor: page1.nextCursor! });
    const all = [...page1.orders, ...page2.orders].map((o) => o.id);
    expect(all.slice(0, 2)).toEqual([ids[2], ids[1]]);
    expect(all).toContain(ids[0]);
    expect((await queryOrders({ limit: 1 })).orders[0]!.id).toBe(ids[2]);
    expect(await updateOrderStatus(ids[0]!, 'paid', 'shipped')).toBe(false);
    expect(await updateOrderStatus(ids[0]!, 'pending', 'paid')).toBe(true);
    expect(await updateOrderStatus(ids[0]!, 'pending', 'paid')).toBe(false);
    expect((await queryOrders({ status: 'paid', limit: 20 })).orders.map((o) => o.id)).toContain(ids[0]);
  });

  it('prices two lines of the same piece (as a cart from before the version check may hold) as one order line', async () => {
    const p = await makeProduct({ priceCents: 1000, stockQuantity: 5 });
    const { sessionId, headers } = await sessionWithCart([{ productId: p.id, quantity: 1 }]);
    await insertCartLine({ id: 900_000 + p.id, sessionId, productId: p.id, quantity: 2 }, (await readCart(sessionId)).version);
    const res = await invoke('POST', '/api/orders', { headers, body: orderBody('AB') });
    expect(res.status).toBe(201);
    expect(res.body.items).toEqual([expect.objectContaining({ productId: p.id, quantity: 3, lineTotal: '30.00' })]);
    expect(res.body.totalAmount).toBe('31.50');
    expect(await stockOf(p.id)).toBe(2);
  });
});
