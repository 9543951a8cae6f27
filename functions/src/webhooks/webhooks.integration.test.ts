import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { invoke } from '../test/invoke';
import { makeProduct } from '../catalog/product.factory';
import { getProduct } from '../catalog';
import { getOrder } from '../orders';
import { placedOrder } from '../orders/checkout.factory';
import { isEventProcessed } from './webhook-event-repository';

const secret = process.env.STRIPE_WEBHOOK_SECRET!;
const outbox = process.env.OUTBOX_DIR!;
const stockOf = async (id: number) => (await getProduct(id))!.stockQuantity;
let counter = 0;

function intentEvent(type: string, orderId: number, amount: number, created = Math.floor(Date.now() / 1000)) {
  return {
    id: `evt_test_${++counter}_${Date.now()}`,
    object: 'event',
    created,
    livemode: false,
    type,
    data: { object: { id: `pi_sandbox_${orderId}`, object: 'payment_intent', amount, currency: 'cad', metadata: { orderId: String(orderId) } } },
  };
}

function deliver(event: unknown, opts: { secret?: string; timestamp?: number; signature?: string } = {}) {
  const payload = JSON.stringify(event);
  const signature =
    opts.signature ?? Stripe.webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? secret, timestamp: opts.timestamp });
  return invoke('POST', '/api/webhooks/stripe', { rawBody: payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } });
}

async function emailsFor(orderId: number) {
  const files = await readdir(outbox).catch(() => [] as string[]);
  return files.filter((f) => f === `order-${orderId}-confirmation.eml`);
}

const cents = (decimal: string) => Math.round(Number(decimal) * 100);

describe('Stripe webhook', () => {
  it('applies a succeeded event once: delivered 3 times and out of order -> one state change, one email', async () => {
    const p = await makeProduct({ name: 'Citrine Sun Pendant', priceCents: 7200, stockQuantity: 4 });
    const { order, headers } = await placedOrder([{ productId: p.id, quantity: 2 }], 'ON');
    expect(await stockOf(p.id)).toBe(2);
    const total = cents(order.totalAmount);
    const failedEarlier = intentEvent('payment_intent.payment_failed', order.id, total, Math.floor(Date.now() / 1000) - 60);
    const succeeded = intentEvent('payment_intent.succeeded', order.id, total);

    const first = await deliver(succeeded);
    expect(first.status).toBe(200);
    const paid = await getOrder(order.id);
    expect(paid).toMatchObject({ status: 'paid', stockReleased: false });
    expect(paid!.paidAt).toBeTruthy();

    expect((await deliver(failedEarlier)).status).toBe(200); // older failure arriving late
    const again = await Promise.all([deliver(succeeded), deliver(succeeded)]);
    for (const r of again) expect(r.status).toBe(200);

    const after = await getOrder(order.id);
    expect(after!.status).toBe('paid');
    expect(after!.updatedAt).toBe(paid!.updatedAt);
    expect(after!.paidAt).toBe(paid!.paidAt);
    expect(await stockOf(p.id)).toBe(2);
    expect(await emailsFor(order.id)).toHaveLength(1);
    const eml = await readFile(path.join(outbox, `order-${order.id}-confirmation.eml`), 'utf8');
    expect(eml).toContain('To: luna@example.com');
    const text = Buffer.from(eml.split('\r\n\r\n')[2]!.split('\r\n--')[0]!.replace(/\r\n/g, ''), 'base64').toString('utf8');
    expect(text).toContain(`order #${order.id}`);
    expect(text).toContain('2 × Citrine Sun Pendant ($72.00 each)');
    expect(text).toMatch(/HST \(13%\)\s+\$18\.72/);
    expect(text).toMatch(/Total \(CAD\)\s+\$162\.72/);
    expect(text).toContain('Winnipeg, ON M5V 2T6');
    // The session's cart was emptied.
    expect((await invoke('GET', '/api/cart', { headers })).body).toEqual([]);
    expect(await isEventProcessed(succeeded.id)).toBe(true);
  });

  it('refuses a forged or stale signature with 400 and changes nothing', async () => {
    const p = await makeProduct({ stockQuantity: 3 });
    const { order } = await placedOrder([{ productId: p.id, quantity: 1 }]);
    const event = intentEvent('payment_intent.succeeded', order.id, cents(order.totalAmount));
    const forged = await deliver(event, { secret: 'whsec_attacker' });
    expect(forged.status).toBe(400);
    expect(forged.body.error).toBe('Webhook signature verification failed');
    const stale = await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect(stale.status).toBe(400);
    const garbage = await deliver(event, { signature: 't=1,v1=deadbeef' });
    expect(garbage.status).toBe(400);
    const unsigned = await invoke('POST', '/api/webhooks/stripe', { rawBody: JSON.stringify(event), headers: { 'content-type': 'application/json' } });
    expect(unsigned.status).toBe(400);
    const failed = intentEvent('payment_intent.payment_failed', order.id, cents(order.totalAmount));
    expect((await deliver(failed, { secret: 'whsec_attacker' })).status).toBe(400);

    expect(await getOrder(order.id)).toMatchObject({ status: 'pending', stockReleased: false });
    expect(await stockOf(p.id)).toBe(2);
    expect(await isEventProcessed(event.id)).toBe(false);
    expect(await emailsFor(order.id)).toHaveLength(0);
  });

  it('payment_failed releases the stock once and keeps the cart; a later success takes the stock again', async () => {
    const p = await makeProduct({ stockQuantity: 3 });
    const { order, headers } = await placedOrder([{ productId: p.id, quantity: 2 }]);
    const total = cents(order.totalAmount);
    const failed = intentEvent('payment_intent.payment_failed', order.id, total);
    const failedAgain = intentEvent('payment_intent.payment_failed', order.id, total);
    await deliver(failed);
    await deliver(failed);
    await deliver(failedAgain);
    expect(await stockOf(p.id)).toBe(3);
    expect(await getOrder(order.id)).toMatchObject({ status: 'cancelled', stockReleased: true, cancelReason: 'payment_failed' });
    expect((await invoke('GET', '/api/cart', { headers })).body).toHaveLength(1);

    await deliver(intentEvent('payment_intent.succeeded', order.id, total));
    expect(await getOrder(order.id)).toMatchObject({ status: 'paid', stockReleased: false });
    expect(await stockOf(p.id)).toBe(1);
    expect(await emailsFor(order.id)).toHaveLength(1);
  });

  it('a canceled intent cancels the order and releases its stock once; wrong amounts never mark paid', async () => {
    const p = await makeProduct({ stockQuantity: 2 });
    const { order } = await placedOrder([{ productId: p.id, quantity: 1 }]);
    await deliver(intentEvent('payment_intent.succeeded', order.id, 1));
    expect((await getOrder(order.id))!.status).toBe('pending');
    const canceled = intentEvent('payment_intent.canceled', order.id, cents(order.totalAmount));
    await Promise.all([deliver(canceled), deliver(canceled), deliver(canceled)]);
    expect(await getOrder(order.id)).toMatchObject({ status: 'cancelled', cancelReason: 'payment_canceled' });
    expect(await stockOf(p.id)).toBe(2);
    expect((await deliver(intentEvent('customer.created', order.id, 0))).status).toBe(200);
  });
});
