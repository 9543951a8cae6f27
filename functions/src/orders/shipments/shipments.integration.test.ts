import { describe, expect, it } from 'vitest';
import { invoke } from '../../test/invoke';
import { outboxFiles, readMail } from '../../test/outbox';
import { makeProduct } from '../../catalog/product.factory';
import { placedOrder } from '../checkout.factory';
import { parse } from 'csv-parse/sync';
import { shopToday } from '@crystal/shared/shop-date';

const claims = { sub: 'artisan-1', email: 'artisan@example.com', 'cognito:groups': ['admin'] };
const asAdmin = (method: string, path: string, body?: unknown) => invoke(method, path, { claims, body });
const ship = (id: number, body: Record<string, unknown>) => asAdmin('POST', `/api/admin/orders/${id}/shipments`, body);
const made = (id: number, itemId: number, value = true) => asAdmin('POST', `/api/admin/orders/${id}/items/${itemId}/made`, { made: value });
const CP = { carrier: 'canada_post' } as const;

/** A paid order of two garnet rings and the made-to-order peridot bangle (10 business days). */
async function ringAndBangle() {
  const ring = await makeProduct({ name: 'Garnet Ring', priceCents: 4600, stockQuantity: 10 });
  const bangle = await makeProduct({ name: 'Peridot Twist Bangle', priceCents: 9800, stockQuantity: 0, madeToOrder: { leadTimeDays: 10, openUnits: 5 } });
  const placed = await placedOrder(
    [
      { productId: ring.id, quantity: 2 },
      { productId: bangle.id, quantity: 1 },
    ],
    'ON',
  );
  const intent = await invoke('POST', '/api/create-payment-intent', { headers: placed.headers, body: { orderId: placed.order.id } });
  const paid = await invoke('POST', '/api/sandbox/confirm', {
    headers: placed.headers,
    body: { orderId: placed.order.id, clientSecret: intent.body.clientSecret, cardNumber: '4242 4242 4242 4242' },
  });
  expect(paid.status).toBe(200);
  const order = (await asAdmin('GET', `/api/admin/orders/${placed.order.id}`)).body as { items: { id: number; name: string; madeToOrder?: { shipBy: string } }[] };
  const ringLine = order.items.find((i) => i.name === 'Garnet Ring')!;
  const bangleLine = order.items.find((i) => i.name === 'Peridot Twist Bangle')!;
  return { id: placed.order.id as number, headers: placed.headers, ringLine: ringLine.id, bangleLine: bangleLine.id, shipBy: bangleLine.madeToOrder!.shipBy };
}

describe('parcels (issue 45 build 1)', () => {
  it('the ring ships first: partly shipped, one mail naming the parcel and the bangle still being made with its date; then the bangle, once made, and the order reads shipped', async () => {
    const { id, headers, ringLine, bangleLine, shipBy } = await ringAndBangle();

    const first = await ship(id, { items: [{ itemId: ringLine, quantity: 2 }], ...CP, trackingNumber: '7023210039414604' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      status: 'partially_shipped',
      shipment: { id: 1, items: [{ itemId: ringLine, quantity: 2 }], carrier: 'canada_post', carrierName: 'Canada Post', trackingNumber: '7023210039414604' },
      shipments: [{ id: 1, trackingNumber: '7023210039414604' }],
    });
    expect(first.body.items.find((i: { id: number }) => i.id === ringLine)).toMatchObject({ shippedQuantity: 2 });
    expect(await outboxFiles(`order-${id}-shipped`)).toEqual([`order-${id}-shipped-1.eml`]);
    const mail = await readMail(`order-${id}-shipped-1.eml`);
    expect(mail.headers).toContain(`Subject: Part of order #${id} has shipped`);
    expect(mail.text).toMatch(/in this parcel/i);
    expect(mail.text).toContain('2 × Garnet Ring');
    const date = new Date(`${shipBy}T12:00:00Z`).toLocaleDateString('en-CA', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    expect(mail.text).toContain(`1 × Peridot Twist Bangle: being made, estimated to ship by ${date}`);
    expect(mail.text).toContain('https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=7023210039414604');

    // The shopper's own order reads partly shipped, with the parcel.
    const mine = await invoke('GET', `/api/orders/${id}`, { headers });
    expect(mine.body).toMatchObject({ status: 'partially_shipped', shipments: [{ id: 1, items: [{ itemId: ringLine, quantity: 2 }] }] });

    // The bangle is not made yet: it does not ship unless she confirms it is ready.
    const early = await ship(id, { items: [{ itemId: bangleLine, quantity: 1 }], ...CP, trackingNumber: '7023210039414605' });
    expect(early.status).toBe(409);
    expect(early.body.error).toContain('Peridot Twist Bangle is made to order and not marked made yet');
    expect((await made(id, bangleLine)).body.items.find((i: { id: number }) => i.id === bangleLine)).toMatchObject({ made: true });

    const last = await ship(id, { items: [{ itemId: bangleLine, quantity: 1 }], ...CP, trackingNumber: '7023210039414605' });
    expect(last.status).toBe(201);
    expect(last.body).toMatchObject({ status: 'shipped', trackingNumber: '7023210039414605', shipments: [{ id: 1 }, { id: 2 }] });
    const second = await readMail(`order-${id}-shipped-2.eml`);
    expect(second.headers).toContain(`Subject: Order #${id} has shipped`);
    expect(second.text).toContain('1 × Peridot Twist Bangle');
    expect(second.text).toMatch(/shipped earlier/i);
    expect(second.text).toContain('This parcel completes your order.');
    expect(second.text).not.toContain('being made');

    // The orders CSV follows the parcels.
    const today = shopToday();
    const csv = parse((await asAdmin('GET', `/api/admin/orders/export?from=${today}&to=${today}`)).text, { columns: true }) as Record<string, string>[];
    const row = csv.find((r) => r.order_number === String(id))!;
    expect(row.status).toBe('shipped');
    expect(row.shipments!.split('\n')).toEqual([
      `Parcel 1, ${today}, Canada Post 7023210039414604: 2 × Garnet Ring`,
      `Parcel 2, ${today}, Canada Post 7023210039414605: 1 × Peridot Twist Bangle`,
    ]);
  });

  it('the same parcel sent twice ships and mails once; a line it does not have, more than is left, or a shipped line gets 400; a shipped order takes no parcel', async () => {
    const { id, ringLine } = await ringAndBangle();
    const parcel = { items: [{ itemId: ringLine, quantity: 1 }], ...CP, trackingNumber: '7023210039414606' };
    const [a, b] = [await ship(id, parcel), await ship(id, parcel)];
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body.shipments).toHaveLength(1);
    expect(await outboxFiles(`order-${id}-shipped`)).toEqual([`order-${id}-shipped-1.eml`]);

    expect((await ship(id, { ...parcel, items: [{ itemId: 9, quantity: 1 }] })).status).toBe(400);
    const tooMany = await ship(id, { ...parcel, trackingNumber: '7023210039414607', items: [{ itemId: ringLine, quantity: 2 }] });
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(tooMany.body)).toContain('Ship at most 1 of Garnet Ring');
    for (const bad of [{ items: [] }, { items: [{ itemId: ringLine, quantity: 0 }] }, { trackingNumber: 'x' }, { carrier: 'pigeon' }, { items: [{ itemId: ringLine, quantity: 1, price: 1 }] }]) {
      expect((await ship(id, { ...parcel, ...bad })).status).toBe(400);
    }
    expect((await asAdmin('POST', `/api/admin/orders/${id}/items/abc/made`, { made: true })).status).toBe(400);
    expect((await made(id, ringLine)).status).toBe(409);
  });

  it('"Mark shipped" will not ship a made-to-order line she has not marked made; once made, it ships the rest in one parcel', async () => {
    const { id, bangleLine, ringLine } = await ringAndBangle();
    const whole = { status: 'shipped', ...CP, trackingNumber: '7023210039414608' };
    const refused = await asAdmin('POST', `/api/admin/orders/${id}/status`, whole);
    expect(refused.status).toBe(409);
    expect((await asAdmin('GET', `/api/admin/orders/${id}`)).body.status).toBe('paid');
    await made(id, bangleLine);
    const shipped = await asAdmin('POST', `/api/admin/orders/${id}/status`, whole);
    expect(shipped.status).toBe(200);
    expect(shipped.body).toMatchObject({ status: 'shipped', shipments: [{ id: 1, items: [{ itemId: ringLine, quantity: 2 }, { itemId: bangleLine, quantity: 1 }] }] });
    // One parcel took it all: the mail keeps the key and subject an order shipped whole always had.
    expect(await outboxFiles(`order-${id}-shipped`)).toEqual([`order-${id}-shipped.eml`]);
  });

  it('two parcels for the last ring at once: one ships it, the other is refused, and the ring ships once', async () => {
    const { id, ringLine, bangleLine } = await ringAndBangle();
    await made(id, bangleLine);
    const results = await Promise.all(
      ['7023210039414610', '7023210039414611'].map((trackingNumber) => ship(id, { items: [{ itemId: ringLine, quantity: 2 }], ...CP, trackingNumber })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409].sort((x, y) => x - y));
    const order = (await asAdmin('GET', `/api/admin/orders/${id}`)).body;
    expect(order.shipments).toHaveLength(1);
    expect(order.status).toBe('partially_shipped');
  });
});
