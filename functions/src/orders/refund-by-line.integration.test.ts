/**
 * Issue 45: a refund by the line. One of two lines back, its size back in stock: the refund mail names it,
 * the overview's sales and the orders CSV take it off (tax per province apart), the size's count is back
 * and the shopper waiting for the piece gets her notice.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { shopToday } from '@crystal/shared/shop-date';
import { invoke, sessionHeaders } from '../test/invoke';
import { outboxFiles, readMail } from '../test/outbox';
import { makeProduct } from '../catalog/product.factory';
import { getProduct } from '../catalog';
import { sandboxRefundedCents } from '../payment-adapters';
import { placedOrder } from './checkout.factory';

const claims = { sub: 'artisan-1', email: 'artisan@example.com', 'cognito:groups': ['admin'] };
const asAdmin = (method: string, path: string, body?: unknown) => invoke(method, path, { claims, body });
const refund = (id: number, body: unknown) => asAdmin('POST', `/api/admin/orders/${id}/refunds`, body);

async function pay(id: number, headers: Record<string, string>) {
  const intent = await invoke('POST', '/api/create-payment-intent', { headers, body: { orderId: id } });
  const paid = await invoke('POST', '/api/sandbox/confirm', {
    headers,
    body: { orderId: id, clientSecret: intent.body.clientSecret, cardNumber: '4242 4242 4242 4242' },
  });
  expect(paid.status).toBe(200);
}

/** A ring whose last size 7 sells, and a pendant, to Manitoba (5% GST + 7% RST), paid. */
async function ringAndPendant() {
  const ring = await makeProduct({
    name: 'Refund Ring',
    priceCents: 4600,
    stockQuantity: 0,
    options: [{ name: 'Size', values: [{ value: '7', stockQuantity: 1 }, { value: '8', stockQuantity: 0 }] }],
  });
  const pendant = await makeProduct({ name: 'Refund Pendant', priceCents: 3000, stockQuantity: 5 });
  const placed = await placedOrder(
    [
      { productId: ring.id, quantity: 1, options: { Size: '7' } },
      { productId: pendant.id, quantity: 1 },
    ],
    'MB',
  );
  await pay(placed.order.id, placed.headers);
  const order = (await asAdmin('GET', `/api/admin/orders/${placed.order.id}`)).body;
  const lineOf = (productId: number) => order.items.find((i: { productId: number }) => i.productId === productId).id as number;
  return { id: placed.order.id, ring, pendant, order, ringLine: lineOf(ring.id), pendantLine: lineOf(pendant.id) };
}

describe('refunds by the line', () => {
  it('one of two lines back with its size restocked: the mail names it, sales and the CSV drop it, the size is back, the waiting shopper is told', async () => {
    const { id, ring, order, ringLine, pendantLine } = await ringAndPendant();
    // 46.00 + 30.00 = 76.00; GST 3.80, RST 5.32; 85.12 paid.
    expect(order.totalAmount).toBe('85.12');
    expect((await getProduct(ring.id))!.options![0]!.values[0]!.stockQuantity).toBe(0);
    const waiting = await invoke('POST', '/api/back-in-stock', { headers: sessionHeaders(randomUUID()), body: { email: 'wren@example.ca', productId: ring.id } });
    expect(waiting.status).toBeLessThan(300);

    const res = await refund(id, { items: [{ itemId: ringLine, quantity: 1, restock: true }, { itemId: pendantLine, quantity: 0, restock: false }] });
    expect(res.status).toBe(201);
    // The ring's share of each tax: GST 3.80 x 46/76 = 2.30, RST 5.32 x 46/76 = 3.22.
    expect(res.body).toEqual({ id: `${id}-1`, goods: '46.00', shipping: '0.00', tax: '5.52', total: '51.52' });

    // The size's own count is back, and with it the piece: its one notice goes out.
    expect((await getProduct(ring.id))!.options![0]!.values.map((v) => v.stockQuantity)).toEqual([1, 0]);
    expect(await outboxFiles('back-in-stock-')).toHaveLength(1);

    // The shopper's refund mail names the line, its quantity, each tax and the total.
    expect(await outboxFiles(`order-${id}-refunded`)).toEqual([`order-${id}-refunded-5152.eml`]);
    const mail = await readMail(`order-${id}-refunded-5152.eml`);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('This refund gave back:');
      expect(part).toContain('1 × Refund Ring (Size 7)');
      expect(part).toContain('$46.00');
      expect(part).toContain('$2.30');
      expect(part).toContain('$3.22');
      expect(part).toContain('$51.52');
    }

    // The admin order shows it; the order is still paid (the pendant was kept).
    const after = (await asAdmin('GET', `/api/admin/orders/${id}`)).body;
    expect(after).toMatchObject({ status: 'paid', refundedAmount: '51.52' });
    expect(after.refunds).toEqual([
      {
        id: `${id}-1`,
        items: [{ itemId: ringLine, quantity: 1, restock: true, goods: '46.00' }],
        goods: '46.00',
        shipping: '0.00',
        shippingRefunded: false,
        tax: '5.52',
        taxLines: [
          { name: 'GST', label: 'GST (5%)', amount: '2.30' },
          { name: 'RST', label: 'RST (7%)', amount: '3.22' },
        ],
        total: '51.52',
        createdAt: expect.any(String),
      },
    ]);

    // Sales keep the pendant alone; the tax given back is Manitoba's, each tax apart.
    const today = (await asAdmin('GET', '/api/admin/overview')).body.today;
    expect(today).toMatchObject({ goods: '30.00', shipping: '0.00', tax: '3.60', refunded: '51.52' });
    expect(today.refundedTax).toEqual([
      { province: 'MB', name: 'GST', amount: '2.30' },
      { province: 'MB', name: 'RST', amount: '3.22' },
    ]);
    const day = shopToday();
    const csv = parse((await asAdmin('GET', `/api/admin/orders/export?from=${day}&to=${day}`)).text, { columns: true }) as Record<string, string>[];
    expect(csv.find((r) => r.order_number === String(id))).toMatchObject({
      total: '85.12',
      refunded: '51.52',
      refunded_goods: '46.00',
      refunded_shipping: '0.00',
      refunded_gst: '2.30',
      refunded_rst: '3.22',
      status: 'paid',
    });

    // The ring cannot go back twice; the pendant can, and then the order is refunded in full.
    const again = await refund(id, { items: [{ itemId: ringLine, quantity: 1, restock: true }] });
    expect(again.status).toBe(400);
    expect(again.body.issues[0]).toEqual({ path: 'items.0.quantity', message: `Line ${ringLine} can be refunded at most 0 more (1 bought, 1 refunded before)` });
    const rest = await refund(id, { items: [{ itemId: pendantLine, quantity: 1, restock: false }] });
    expect(rest.body).toMatchObject({ goods: '30.00', tax: '3.60', total: '33.60' });
    const whole = (await asAdmin('GET', `/api/admin/orders/${id}`)).body;
    expect(whole).toMatchObject({ status: 'refunded', refundedAmount: '85.12' });
    // The pendant stayed with her (not restocked); the ring's size was not given back twice.
    expect((await getProduct(ring.id))!.options![0]!.values[0]!.stockQuantity).toBe(1);
  });

  it('a lower total, the same request twice, an unpaid order, and hostile bodies: clear 4xx, nothing written', async () => {
    const { id, ringLine, pendantLine } = await ringAndPendant();
    const requestId = randomUUID();
    const body = { items: [{ itemId: pendantLine, quantity: 1, restock: false }], amount: '20.00', requestId };
    const [a, b] = [await refund(id, body), await refund(id, body)];
    expect(a.status).toBe(201);
    // 20.00 of the pendant's 33.60, in its proportions: 17.86 of goods, 2.14 of tax.
    expect(a.body).toEqual({ id: `${id}-1`, goods: '17.86', shipping: '0.00', tax: '2.14', total: '20.00' });
    expect(b.body).toEqual(a.body);
    expect((await asAdmin('GET', `/api/admin/orders/${id}`)).body.refundedAmount).toBe('20.00');

    for (const hostile of [
      { items: [{ itemId: ringLine, quantity: -1, restock: false }] },
      { items: [{ itemId: ringLine, quantity: 1.5, restock: false }] },
      { items: [{ itemId: 99, quantity: 1, restock: false }] },
      { items: [{ itemId: ringLine, quantity: 1 }] },
      { items: [{ itemId: ringLine, quantity: 1, restock: true }], amount: '999.00' },
      { items: [{ itemId: ringLine, quantity: 1, restock: true }], amount: '-1' },
      { items: [] },
      { items: 'all' },
      { items: [{ itemId: ringLine, quantity: 1, restock: true }], extra: 1 },
    ]) {
      const res = await refund(id, hostile);
      expect(res.status, JSON.stringify(hostile)).toBe(400);
      expect(res.body.error).toBeTruthy();
    }
    expect((await asAdmin('GET', `/api/admin/orders/${id}`)).body.refunds).toHaveLength(1);

    const pendant = await makeProduct({ name: 'Unpaid Pendant', priceCents: 3000, stockQuantity: 5 });
    const unpaid = await placedOrder([{ productId: pendant.id, quantity: 1 }], 'ON');
    const refused = await refund(unpaid.order.id, { items: [{ itemId: 1, quantity: 1, restock: true }] });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/pending: it cannot be refunded/);
    expect((await refund(987_654, { items: [{ itemId: 1, quantity: 1, restock: true }] })).status).toBe(404);
  });

  it('ten refunds of the same line at once: one goes through, the rest are 409 or 400, the line is given back once, in the order and in the sandbox', async () => {
    const { id, ring, ringLine } = await ringAndPendant();
    const answers = await Promise.all(Array.from({ length: 10 }, () => refund(id, { items: [{ itemId: ringLine, quantity: 1, restock: true }] })));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    for (const r of answers.filter((x) => x.status !== 201)) expect([400, 409]).toContain(r.status);
    const order = (await asAdmin('GET', `/api/admin/orders/${id}`)).body;
    expect(order.refunds).toHaveLength(1);
    expect(order.refundedAmount).toBe('51.52');
    expect(await sandboxRefundedCents(id)).toBe(5152);
    expect((await getProduct(ring.id))!.options![0]!.values[0]!.stockQuantity).toBe(1);
    // Cancelling the rest later puts back only the pendant: the ring's size is not given back twice.
    expect((await asAdmin('POST', `/api/admin/orders/${id}/status`, { status: 'cancelled' })).status).toBe(200);
    expect((await getProduct(ring.id))!.options![0]!.values[0]!.stockQuantity).toBe(1);
  });
});
