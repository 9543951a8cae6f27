import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { invoke, sessionHeaders } from '../test/invoke';
import { ADMIN_CLAIMS } from '../test/route-examples';
import { outboxFiles, readMail } from '../test/outbox';
import { makeProduct } from '../catalog/product.factory';
import { getProduct } from '../catalog';
import { releaseExpiredReservations } from '../orders';
import { orderBody, sessionWithCart } from '../orders/checkout.factory';
import { mailer } from '../lib/mail/mailer-from-env';
import { listBackInStockRequests } from './back-in-stock-repository';
import { notifyBackInStock } from './notify-back-in-stock';

const sizes = (seven: number, eight: number) => [
  {
    name: 'Size',
    values: [
      { value: '7', stockQuantity: seven },
      { value: '8', stockQuantity: eight },
    ],
    translations: { fr: { name: 'Taille' } },
  },
];

const ask = (productId: number, email: string, options?: Record<string, string>, language?: 'fr') =>
  invoke('POST', '/api/back-in-stock', { headers: sessionHeaders(randomUUID()), body: { email, productId, ...(options ? { options } : {}), ...(language ? { language } : {}) } });

describe('back in stock by size', () => {
  it('takes a request for a sold-out size, refuses one in stock, unknown, or made to order', async () => {
    const ring = await makeProduct({ stockQuantity: 0, options: sizes(0, 2) });
    expect((await ask(ring.id, 'seven@example.ca', { Size: '7' })).status).toBe(201);
    expect((await ask(ring.id, 'eight@example.ca', { Size: '8' })).status).toBe(409);
    expect((await ask(ring.id, 'nine@example.ca', { Size: '9' })).status).toBe(400);
    expect((await ask(ring.id, 'any@example.ca', { Size: 7 } as never)).status).toBe(400);
    expect(await listBackInStockRequests(ring.id)).toEqual([{ email: 'seven@example.ca', language: 'en', options: { Size: '7' } }]);
    const custom = await makeProduct({ stockQuantity: 0, madeToOrder: { leadTimeDays: 10, openUnits: 0 } });
    const refused = await ask(custom.id, 'custom@example.ca');
    expect(refused.status).toBe(409);
    expect(refused.text).toContain('made to order');
  });

  it('mails the size-7 request when size 7 comes back, not when size 8 does, and no more mails than units back', async () => {
    const ring = await makeProduct({ name: 'Moon Ring', stockQuantity: 0, options: sizes(0, 1) });
    // Size 8's last unit goes into a pending order, left unpaid past its reservation.
    const session = await sessionWithCart([{ productId: ring.id, quantity: 1, options: { Size: '8' } }]);
    const placed = await invoke('POST', '/api/orders', { headers: session.headers, body: orderBody('MB') });
    expect(placed.status, placed.text).toBe(201);
    expect((await ask(ring.id, 'seven@example.ca', { Size: '7' }, 'fr')).status).toBe(201);
    expect((await ask(ring.id, 'seven-too@example.ca', { Size: '7' })).status).toBe(201);
    expect((await ask(ring.id, 'eight@example.ca', { Size: '8' })).status).toBe(201);

    // Size 8 comes back (the unpaid order's reservation ends): only the size-8 request is mailed.
    expect(await releaseExpiredReservations(new Date(Date.now() + 2 * 3_600_000))).toBe(1);
    const afterEight = await outboxFiles(`back-in-stock-${ring.id}-`);
    expect(afterEight.filter((f) => f.includes('eight'))).toHaveLength(1);
    expect(afterEight.filter((f) => f.includes('seven'))).toHaveLength(0);

    // One size 7 comes back: one mail, to the first who asked, in French, naming the size.
    const before = (await getProduct(ring.id))!;
    const after = await makeProduct({ id: ring.id, name: 'Moon Ring', stockQuantity: 0, options: sizes(1, 1) });
    expect(await notifyBackInStock(before, after, mailer)).toBe(1);
    const seven = (await outboxFiles(`back-in-stock-${ring.id}-`)).filter((f) => f.includes('seven'));
    expect(seven).toHaveLength(1);
    const mail = await readMail(seven[0]!);
    expect(mail.text).toContain('Le choix demandé : Taille : 7.');
    expect(await listBackInStockRequests(ring.id)).toEqual([{ email: 'seven-too@example.ca', language: 'en', options: { Size: '7' } }]);
  });

  it('an order holding the last size 7 is cancelled: the shopper waiting for size 7 gets one mail', async () => {
    const ring = await makeProduct({ name: 'Sun Ring', stockQuantity: 0, options: sizes(1, 0) });
    const session = await sessionWithCart([{ productId: ring.id, quantity: 1, options: { Size: '7' } }]);
    const placed = await invoke('POST', '/api/orders', { headers: session.headers, body: orderBody('MB') });
    expect(placed.status, placed.text).toBe(201);
    // The order holds the last size 7: it is sold out, and she asks for it.
    expect((await ask(ring.id, 'waiting7@example.ca', { Size: '7' })).status).toBe(201);
    expect(await outboxFiles(`back-in-stock-${ring.id}-`)).toHaveLength(0);

    const cancelled = await invoke('POST', `/api/admin/orders/${placed.body.id}/status`, { claims: ADMIN_CLAIMS, body: { status: 'cancelled' } });
    expect(cancelled.status, cancelled.text).toBe(200);
    const mails = await outboxFiles(`back-in-stock-${ring.id}-`);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('waiting7');
    expect((await readMail(mails[0]!)).text).toContain('Size: 7');
    expect(await listBackInStockRequests(ring.id)).toEqual([]);

    // Cancelling again changes nothing and mails nobody again.
    await invoke('POST', `/api/admin/orders/${placed.body.id}/status`, { claims: ADMIN_CLAIMS, body: { status: 'cancelled' } });
    expect(await outboxFiles(`back-in-stock-${ring.id}-`)).toHaveLength(1);
  });
});
