/**
 * The overview's newsletter and reminder figures (issue 47 build 5): the list's size, confirmed and pending
 * (an unsubscribed address is neither), and this month's checkout reminders, sent and recovered (paid after
 * the reminder).
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '../catalog/product.factory';
import { handler as abandonedCheckout } from '../jobs/abandoned-checkout';
import { makeSubscriber } from '../newsletter/subscriber.factory';
import { orderBody, sessionWithCart } from '../orders/checkout.factory';
import { getShopSettings } from '../settings';
import { invoke } from '../test/invoke';
import { ADMIN_CLAIMS } from '../test/route-examples';

const overview = async () => {
  const res = await invoke('GET', '/api/admin/overview', { claims: ADMIN_CLAIMS });
  expect(res.status, res.text).toBe(200);
  return res.body as { newsletter: { confirmed: number; pending: number }; reminders: { sent: number; recovered: number } };
};

async function place(productId: number) {
  const session = await sessionWithCart([{ productId, quantity: 1 }]);
  const res = await invoke('POST', '/api/orders', { headers: session.headers, body: orderBody('MB', { customerEmail: `o-${randomUUID()}@example.ca` }) });
  expect(res.status, res.text).toBe(201);
  const id = res.body.id as number;
  const pay = async () => {
    const intent = await invoke('POST', '/api/create-payment-intent', { headers: session.headers, body: { orderId: id } });
    const paid = await invoke('POST', '/api/sandbox/confirm', {
      headers: session.headers,
      body: { orderId: id, clientSecret: intent.body.clientSecret, cardNumber: '4242 4242 4242 4242' },
    });
    expect(paid.status, paid.text).toBe(200);
  };
  return { id, pay };
}

describe('the overview', () => {
  it('counts the list: confirmed and pending, never an unsubscribed address', async () => {
    expect((await overview()).newsletter).toEqual({ confirmed: 0, pending: 0 });
    await makeSubscriber('pending@example.ca', 'pending');
    await makeSubscriber('confirmed@example.ca', 'confirmed');
    await makeSubscriber('gone@example.ca', 'unsubscribed');
    expect((await overview()).newsletter).toEqual({ confirmed: 1, pending: 1 });
  });

  it("counts this month's reminders, and the reminded orders paid since", async () => {
    expect((await overview()).reminders).toEqual({ sent: 0, recovered: 0 });
    const settings = await getShopSettings();
    const on = await invoke('PUT', '/api/admin/settings', { claims: ADMIN_CLAIMS, body: { ...settings, abandonedCheckout: { enabled: true, delayHours: 4 } } });
    expect(on.status, on.text).toBe(200);
    const piece = await makeProduct({ stockQuantity: 10 });
    const comesBack = await place(piece.id);
    await place(piece.id);
    const paidAtOnce = await place(piece.id);
    await paidAtOnce.pay();

    await abandonedCheckout({ asOf: new Date(Date.now() + 5 * 3_600_000).toISOString() });
    expect((await overview()).reminders).toEqual({ sent: 2, recovered: 0 });

    await comesBack.pay();
    expect((await overview()).reminders).toEqual({ sent: 2, recovered: 1 });
  }, 120_000);
});
