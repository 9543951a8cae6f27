import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { shopToday } from '@crystal/shared/shop-date';
import { invoke } from '../test/invoke';
import { makeProduct } from '../catalog/product.factory';
import { orderBody, sessionWithCart } from '../orders/checkout.factory';
import { getOrder } from '../orders';

const claims = { sub: 'artisan-1', email: 'artisan@example.com', 'cognito:groups': ['admin'] };
const asAdmin = (method: string, path: string, body?: unknown) => invoke(method, path, { claims, body });
const ids = (res: { body: { orders: { id: number }[] } }) => res.body.orders.map((o) => o.id);

/** A pending order from a customer of the test's own (name and email), in a province. */
async function order(
  productId: number,
  customer: { firstName: string; lastName: string; customerEmail: string },
  province = 'MB',
  lines: Parameters<typeof sessionWithCart>[0] = [{ productId, quantity: 1 }],
) {
  const { headers } = await sessionWithCart(lines);
  const res = await invoke('POST', '/api/orders', { headers, body: orderBody(province as 'MB', customer) });
  expect(res.status).toBe(201);
  return { id: (res.body as { id: number }).id, headers };
}

async function pay(id: number, headers: Record<string, string>) {
  const intent = await invoke('POST', '/api/create-payment-intent', { headers, body: { orderId: id } });
  const paid = await invoke('POST', '/api/sandbox/confirm', {
    headers,
    body: { orderId: id, clientSecret: intent.body.clientSecret, cardNumber: '4242 4242 4242 4242' },
  });
  expect(paid.status).toBe(200);
}

const someone = (lastName: string) => ({ firstName: 'Wren', lastName, customerEmail: `${lastName.toLowerCase()}@example.ca` });

describe('admin order list: tabs, search, overview counts', () => {
  it('opens paid orders on their own; unpaid and cancelled ones share a tab, paged newest first', async () => {
    const product = await makeProduct({ stockQuantity: 20 });
    const paid = await order(product.id, someone('Paid'));
    await pay(paid.id, paid.headers);
    const pending = await order(product.id, someone('Pending'));
    const cancelled = await order(product.id, someone('Cancelled'));
    expect((await asAdmin('POST', `/api/admin/orders/${cancelled.id}/status`, { status: 'cancelled' })).status).toBe(200);

    const toShip = await asAdmin('GET', '/api/admin/orders?status=paid');
    expect(ids(toShip)).toContain(paid.id);
    expect(ids(toShip)).not.toContain(pending.id);
    const first = await asAdmin('GET', '/api/admin/orders?status=pending,cancelled&limit=1');
    expect(first.status).toBe(200);
    expect(ids(first)).toEqual([cancelled.id]);
    const second = await asAdmin('GET', `/api/admin/orders?status=pending,cancelled&limit=1&cursor=${first.body.nextCursor}`);
    expect(ids(second)).toEqual([pending.id]);
    const unpaid = await asAdmin('GET', '/api/admin/orders?status=pending,cancelled');
    expect(ids(unpaid)).not.toContain(paid.id);
    expect((await asAdmin('GET', '/api/admin/orders?status=paid,lost')).status).toBe(400);
    expect((await asAdmin('GET', '/api/admin/orders?status=')).status).toBe(400);
  });

  it('finds orders by part of a name or email (any case) and by number, and nothing else', async () => {
    const product = await makeProduct({ stockQuantity: 20 });
    const tag = `Q${randomUUID().slice(0, 6)}`;
    const wanted = await order(product.id, someone(`Fairweather${tag}`));
    await order(product.id, someone('Elsewhere'));
    const byName = await asAdmin('GET', `/api/admin/orders?q=${encodeURIComponent(`wren fairweather${tag.toLowerCase()}`)}`);
    expect(ids(byName)).toEqual([wanted.id]);
    const byEmail = await asAdmin('GET', `/api/admin/orders?q=${tag.toUpperCase()}%40EXAMPLE`);
    expect(ids(byEmail)).toEqual([wanted.id]);
    expect(ids(await asAdmin('GET', `/api/admin/orders?q=%23${wanted.id}`))).toEqual([wanted.id]);
    expect(ids(await asAdmin('GET', `/api/admin/orders?q=${wanted.id}`))).toEqual([wanted.id]);
    // A search within a tab: the pending order is not in "To ship".
    expect(ids(await asAdmin('GET', `/api/admin/orders?status=paid&q=${tag}`))).toEqual([]);
    expect(ids(await asAdmin('GET', `/api/admin/orders?status=pending,cancelled&q=${tag}`))).toEqual([wanted.id]);
    expect(ids(await asAdmin('GET', '/api/admin/orders?q=999999999'))).toEqual([]);
    expect((await asAdmin('GET', `/api/admin/orders?q=${'x'.repeat(101)}`)).status).toBe(400);
  });

  it('counts orders to ship and awaiting payment on the overview', async () => {
    const product = await makeProduct({ stockQuantity: 20 });
    const before = (await asAdmin('GET', '/api/admin/overview')).body;
    const placed = await order(product.id, someone('Counted'));
    const waiting = (await asAdmin('GET', '/api/admin/overview')).body;
    expect(waiting.awaitingPayment).toBe(before.awaitingPayment + 1);
    expect(waiting.toShip).toBe(before.toShip);
    await pay(placed.id, placed.headers);
    const after = (await asAdmin('GET', '/api/admin/overview')).body;
    expect(after.toShip).toBe(before.toShip + 1);
    expect(after.awaitingPayment).toBe(before.awaitingPayment);
  });
});

describe('GET /api/admin/orders/export', () => {
  it('exports the orders of a date range as CSV, one column per tax, quoted where needed', async () => {
    const product = await makeProduct({ stockQuantity: 20, priceCents: 4000 });
    const on = await order(product.id, { firstName: 'Juniper, Jr.', lastName: 'Fairweather', customerEmail: 'juniper@example.ca' }, 'ON');
    await pay(on.id, on.headers);
    const qc = await order(product.id, someone('Quebec'), 'QC');
    const today = shopToday();
    const res = await asAdmin('GET', `/api/admin/orders/export?from=${today}&to=${today}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="orders-${today}-to-${today}.csv"`);
    expect(res.text).toContain('"Juniper, Jr. Fairweather"');
    const rows = parse(res.text, { columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0]!)).toEqual([
      'date', 'order_number', 'customer', 'email', 'province', 'subtotal', 'discount', 'shipping', 'gst', 'hst', 'pst', 'rst', 'qst', 'total', 'paid', 'balance_due', 'refunded',
      'refunded_goods', 'refunded_shipping', 'refunded_gst', 'refunded_hst', 'refunded_pst', 'refunded_rst', 'refunded_qst', 'status', 'items', 'shipments',
    ]);
    const ontario = rows.find((r) => r.order_number === String(on.id));
    expect(ontario).toMatchObject({ date: today, customer: 'Juniper, Jr. Fairweather', province: 'ON', subtotal: '40.00', hst: '5.20', gst: '0.00', total: '45.20', paid: '45.20', balance_due: '0.00', refunded: '0.00', status: 'paid' });
    const quebec = rows.find((r) => r.order_number === String(qc.id));
    expect(quebec).toMatchObject({ province: 'QC', gst: '2.00', qst: '3.99', hst: '0.00', paid: '0.00', status: 'pending' });
    // Oldest first.
    expect(rows.findIndex((r) => r.order_number === String(on.id))).toBeLessThan(rows.findIndex((r) => r.order_number === String(qc.id)));
    // A partial refund: the CSV's refunded column and the overview's sales take it off (issue 44).
    expect((await asAdmin('POST', `/api/admin/orders/${on.id}/status`, { status: 'refunded', restock: false, refundAmount: '20.00' })).status).toBe(200);
    const after = (parse((await asAdmin('GET', `/api/admin/orders/export?from=${today}&to=${today}`)).text, { columns: true }) as Record<string, string>[]).find((r) => r.order_number === String(on.id));
    expect(after).toMatchObject({ total: '45.20', paid: '45.20', refunded: '20.00', refunded_goods: '17.70', refunded_hst: '2.30', status: 'paid' });
    const overview = await asAdmin('GET', '/api/admin/overview');
    expect(overview.body.today.refunded).toBe('20.00');
    // A range before any order: the header alone.
    const empty = await asAdmin('GET', '/api/admin/orders/export?from=2020-01-01&to=2020-01-31');
    expect(empty.text.trim().split('\r\n')).toHaveLength(1);
  });

  it('lists every line of an order with its choice in the items column: size, engraving as typed, made-to-order ship date', async () => {
    const ring = await makeProduct({
      name: 'Export Ring',
      priceCents: 4600,
      stockQuantity: 5,
      options: [{ name: 'Size', values: [{ value: '7', stockQuantity: 2 }, { value: '8', stockQuantity: 2, priceDelta: '4.00' }], translations: { fr: { name: 'Taille' } } }],
      personalization: [{ label: 'Engraving', maxLength: 12, required: false, translations: { fr: { label: 'Gravure' } } }],
    });
    const bangle = await makeProduct({ name: 'Export Bangle', stockQuantity: 0, madeToOrder: { leadTimeDays: 10, openUnits: 3 } });
    const placed = await order(ring.id, someone('Choices'), 'MB', [
      { productId: ring.id, quantity: 2, options: { Size: '7' }, personalization: { Engraving: '=Luna, "Sol"' } },
      { productId: ring.id, quantity: 1, options: { Size: '8' } },
      { productId: bangle.id, quantity: 1 },
    ]);
    const shipBy = (await getOrder(placed.id))!.items.find((i) => i.productId === bangle.id)!.madeToOrder!.shipBy;
    const today = shopToday();
    const res = await asAdmin('GET', `/api/admin/orders/export?from=${today}&to=${today}`);
    const rows = parse(res.text, { columns: true }) as Record<string, string>[];
    const row = rows.find((r) => r.order_number === String(placed.id))!;
    const shipDay = new Date(`${shipBy}T12:00:00Z`).toLocaleDateString('en-CA', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    expect(row.items!.split('\n').sort()).toEqual(
      [
        '2 × Export Ring (Size 7, Engraving: =Luna, "Sol")',
        '1 × Export Ring (Size 8)',
        `1 × Export Bangle (made to order: estimated to ship by ${shipDay} (10 business days))`,
      ].sort(),
    );
    // An order without choices lists its pieces alone.
    const plain = await order(bangle.id, someone('Plain'));
    const again = parse((await asAdmin('GET', `/api/admin/orders/export?from=${today}&to=${today}`)).text, { columns: true }) as Record<string, string>[];
    expect(again.find((r) => r.order_number === String(plain.id))!.items).toMatch(/^1 × Export Bangle \(made to order: /);
  });

  it('answers 400 to nonsense dates and ranges, and 401/403 to anyone but the admin', async () => {
    for (const query of ['', '?from=2026-11-01', '?from=yesterday&to=2026-11-30', '?from=2026-02-30&to=2026-03-01', '?from=2026-11-30&to=2026-11-01', '?from=2024-01-01&to=2026-01-01', '?from=2026-11-01&to=2026-11-30&status=paid']) {
      const res = await asAdmin('GET', `/api/admin/orders/export${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error).toBeTruthy();
    }
    const anonymous = await invoke('GET', '/api/admin/orders/export?from=2026-11-01&to=2026-11-30');
    expect([401, 403]).toContain(anonymous.status);
    const shopper = await invoke('GET', '/api/admin/orders/export?from=2026-11-01&to=2026-11-30', { claims: { sub: 'someone', 'cognito:groups': [] } });
    expect(shopper.status).toBe(403);
  });

  it('lists low stock on the overview at or under the artisan\'s own threshold', async () => {
    const settings = (await asAdmin('GET', '/api/admin/settings')).body;
    const eight = await makeProduct({ stockQuantity: 8 });
    const lowIds = async () => ((await asAdmin('GET', '/api/admin/overview')).body.lowStock as { id: number }[]).map((p) => p.id);
    expect(await lowIds()).not.toContain(eight.id); // default threshold 5
    expect((await asAdmin('PUT', '/api/admin/settings', { ...settings, lowStockThreshold: 8 })).status).toBe(200);
    expect(await lowIds()).toContain(eight.id);
  });
});
