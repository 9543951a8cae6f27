/**
 * The optional gift note: taken with the order (checkout form or API), limited in length on the server,
 * shown to the artisan on the order (the packing slip reads it) and in her new-order alert. The order
 * payload of an API client that knows nothing of it is accepted as before.
 */
import { describe, expect, it } from 'vitest';
import { invoke } from '../test/invoke';
import { outboxFiles, readMail } from '../test/outbox';
import { makeProduct } from '../catalog/product.factory';
import { getOrder } from './order-repository';
import { orderBody, sessionWithCart } from './checkout.factory';

const claims = { sub: 'artisan-1', email: 'artisan@example.com', 'cognito:groups': ['admin'] };

async function cart() {
  const p = await makeProduct({ name: 'Citrine Bracelet', priceCents: 4000, stockQuantity: 10 });
  return sessionWithCart([{ productId: p.id, quantity: 1 }]);
}

describe('gift note', () => {
  it('is kept with the order, printed for the artisan, and in her new-order alert', async () => {
    const { headers } = await cart();
    const note = '  Happy birthday, Mira!\r\nLove from the Winnipeg crew  ';
    const res = await invoke('POST', '/api/orders', { headers, body: orderBody('MB', { giftNote: note }) });
    expect(res.status).toBe(201);
    const id = res.body.id as number;
    expect(res.body.giftNote).toBe('Happy birthday, Mira!\nLove from the Winnipeg crew');
    expect((await getOrder(id))!.giftNote).toBe('Happy birthday, Mira!\nLove from the Winnipeg crew');
    // The admin's order (what the packing slip prints) carries it.
    expect((await invoke('GET', `/api/admin/orders/${id}`, { claims })).body.giftNote).toBe('Happy birthday, Mira!\nLove from the Winnipeg crew');

    const intent = await invoke('POST', '/api/create-payment-intent', { headers, body: { orderId: id } });
    const paid = await invoke('POST', '/api/sandbox/confirm', { headers, body: { orderId: id, clientSecret: intent.body.clientSecret, cardNumber: '4242 4242 4242 4242' } });
    expect(paid.status).toBe(200);
    expect(await outboxFiles(`order-${id}-artisan-new`)).toEqual([`order-${id}-artisan-new.eml`]);
    const alert = await readMail(`order-${id}-artisan-new.eml`);
    expect(alert.text).toContain('GIFT NOTE');
    expect(alert.text).toContain('Happy birthday, Mira!');
    expect(alert.html).toContain('Love from the Winnipeg crew');
  });

  it('over 200 characters (or with control characters) is a clear 400 and no order', async () => {
    const { headers } = await cart();
    const long = await invoke('POST', '/api/orders', { headers, body: orderBody('MB', { giftNote: 'x'.repeat(201) }) });
    expect(long.status).toBe(400);
    expect(long.body.issues).toEqual([{ path: 'giftNote', message: 'Gift note must be 200 characters or fewer' }]);
    const control = await invoke('POST', '/api/orders', { headers, body: orderBody('MB', { giftNote: 'hi\u0007there' }) });
    expect(control.status).toBe(400);
    expect(control.body.issues[0].path).toBe('giftNote');
    const wrongType = await invoke('POST', '/api/orders', { headers, body: orderBody('MB', { giftNote: 42 }) });
    expect(wrongType.status).toBe(400);
    // Exactly 200 is fine; nothing was written by the refused ones (the cart is still whole).
    const ok = await invoke('POST', '/api/orders', { headers, body: orderBody('MB', { giftNote: 'y'.repeat(200) }) });
    expect(ok.status).toBe(201);
    expect(ok.body.items).toHaveLength(1);
  });

  it('is optional: the section 3 payload with address texts, and an empty note, make an order without one', async () => {
    const { headers } = await cart();
    const text = 'Jane Doe\n123 Main St\nWinnipeg, MB R3C 0A1\nCanada';
    const spec = { customerEmail: 'jane@example.ca', customerPhone: '204-555-0134', shippingAddress: text, billingAddress: text, status: 'pending', currency: 'CAD' };
    const res = await invoke('POST', '/api/orders', { headers, body: spec });
    expect(res.status).toBe(201);
    expect(res.body.giftNote).toBeUndefined();
    const blank = await invoke('POST', '/api/orders', { headers, body: orderBody('MB', { giftNote: '   ' }) });
    expect(blank.status).toBe(201);
    expect((await getOrder(blank.body.id))!.giftNote).toBeUndefined();
  });
});
