import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { invoke } from '../test/invoke';
import { outboxFiles, readMail } from '../test/outbox';
import { makeProduct } from '../catalog/product.factory';
import { getProduct } from '../catalog';
import { placedOrder } from './checkout.factory';
import { isEventProcessed } from '../webhooks';

const secret = process.env.STRIPE_WEBHOOK_SECRET!;
const claims = { sub: 'artisan-1', email: 'artisan@example.com', 'cognito:groups': ['admin'] };
const asAdmin = (method: string, path: string, body?: unknown) => invoke(method, path, { claims, body });
let counter = 0;

async function paidOrder(productId: number, quantity: number, province: 'ON' | 'MB' = 'ON') {
  const placed = await placedOrder([{ productId, quantity }], province);
  const intent = await invoke('POST', '/api/create-payment-intent', { headers: placed.headers, body: { orderId: placed.order.id } });
  const paid = await invoke('POST', '/api/sandbox/confirm', {
    headers: placed.headers,
    body: { orderId: placed.order.id, clientSecret: intent.body.clientSecret, cardNumber: '4242 4242 4242 4242' },
  });
  expect(paid.status).toBe(200);
  return placed.order.id;
}

/** A Stripe event signed with the endpoint secret, delivered to the webhook as Stripe would. */
function deliver(type: string, object: Record<string, unknown>, id = `evt_test_${++counter}_${Date.now()}`) {
  const payload = JSON.stringify({ id, object: 'event', created: Math.floor(Date.now() / 1000), livemode: false, type, data: { object } });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return invoke('POST', '/api/webhooks/stripe', { rawBody: payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } });
}

const charge = (orderId: number, amountRefunded: number) => ({
  id: `ch_sandbox_${orderId}`,
  object: 'charge',
  payment_intent: `pi_sandbox_${orderId}`,
  amount: 11300,
  amount_refunded: amountRefunded,
  currency: 'cad',
});

describe('after the sale', () => {
  it('a sandbox-paid order mails the shopper once, with the disclosures, and the artisan once', async () => {
    const p = await makeProduct({ name: 'Rose Quartz Pendant', priceCents: 5000, stockQuantity: 20 });
    const id = await paidOrder(p.id, 2);
    const redelivered = { id: `pi_sandbox_${id}`, object: 'payment_intent', amount: 11300, currency: 'cad', metadata: { orderId: String(id) } };
    expect((await deliver('payment_intent.succeeded', redelivered)).status).toBe(200);
    expect(await outboxFiles(`order-${id}-`)).toEqual([`order-${id}-artisan-new.eml`, `order-${id}-confirmation.eml`]);
    const shopper = await readMail(`order-${id}-confirmation.eml`);
    expect(shopper.headers).toContain('To: luna@example.com');
    // The seller's legal name, address, phone and email (the shop's default settings), then the order.
    for (const fact of ['Sacred Crystal Jewelry', 'Winnipeg, Manitoba, Canada', '(204) 555-0123', 'hello@sacredcrystaljewelry.ca', '2 × Rose Quartz Pendant ($50.00 each)', 'HST (13%)', '$13.00', 'Shipping', 'Total (CAD)', '$113.00', 'Ships within', 'return a piece within 30 days', '/shop/returns']) {
      expect(shopper.text).toContain(fact);
    }
    expect(shopper.text).toMatch(/\/shop\/order-confirmation\?order_id=\d+&key=[\w-]+\.\d+\.[\w-]{43}/);
    const artisan = await readMail(`order-${id}-artisan-new.eml`);
    expect(artisan.headers).toContain('To: artisan@sacredcrystaljewelry.ca');
    expect(artisan.text).toContain('PACKING LIST');
    expect(artisan.text).toContain('2 × Rose Quartz Pendant');
    expect(artisan.text).toContain('123 Crystal Lane');
  });

  it('buying a piece down to the low-stock threshold alerts the artisan once, and selling out once more', async () => {
    const p = await makeProduct({ name: 'Labradorite Ring', priceCents: 5000, stockQuantity: 7 });
    const first = await paidOrder(p.id, 2); // 7 -> 5: at the threshold
    const second = await paidOrder(p.id, 1); // 5 -> 4: already under, no new alert
    expect(await outboxFiles(`product-${p.id}-`)).toEqual([`product-${p.id}-low-stock-order-${first}.eml`]);
    const mail = await readMail(`product-${p.id}-low-stock-order-${first}.eml`);
    expect(mail.text).toContain('Labradorite Ring');
    expect(mail.text).toContain('down to 5');
    const last = await paidOrder(p.id, 4); // 4 -> 0
    expect(second).toBeGreaterThan(first);
    expect(await outboxFiles(`product-${p.id}-`)).toEqual([`product-${p.id}-low-stock-order-${first}.eml`, `product-${p.id}-sold-out-order-${last}.eml`]);
  });

  it('alerts on a ring as shoppers see it: its sizes added up, not its own stale count (issue 45, decision 0091)', async () => {
    const ring = await makeProduct({
      name: 'Garnet Ember Ring',
      priceCents: 5000,
      stockQuantity: 9,
      options: [{ name: 'Size', values: [{ value: '6', stockQuantity: 1 }, { value: '7', stockQuantity: 1 }] }],
    });
    const order = async (Size: string) => {
      const placed = await placedOrder([{ productId: ring.id, quantity: 1, options: { Size } }], 'ON');
      const intent = await invoke('POST', '/api/create-payment-intent', { headers: placed.headers, body: { orderId: placed.order.id } });
      await invoke('POST', '/api/sandbox/confirm', { headers: placed.headers, body: { orderId: placed.order.id, clientSecret: intent.body.clientSecret, cardNumber: '4242 4242 4242 4242' } });
      return placed.order.id;
    };
    await order('6');
    const last = await order('7');
    expect(await outboxFiles(`product-${ring.id}-sold-out`)).toEqual([`product-${ring.id}-sold-out-order-${last}.eml`]);
    const overview = await asAdmin('GET', '/api/admin/overview');
    expect(overview.body.lowStock).toContainEqual(expect.objectContaining({ id: ring.id, stockQuantity: 0, stock: 'Sold out' }));
  });

  it('a signed charge.refunded from the dashboard updates the order, partial then full, each mailed once', async () => {
    const p = await makeProduct({ priceCents: 5000, stockQuantity: 10 });
    const id = await paidOrder(p.id, 2);
    expect((await getProduct(p.id))!.stockQuantity).toBe(8);
    const partial = charge(id, 2500);
    expect((await deliver('charge.refunded', partial, `evt_partial_${id}`)).status).toBe(200);
    expect((await deliver('charge.refunded', partial, `evt_partial_${id}`)).body).toMatchObject({ duplicate: true });
    expect((await deliver('charge.refunded', partial)).status).toBe(200); // same refund under another event id
    let order = (await asAdmin('GET', `/api/admin/orders/${id}`)).body;
    expect(order).toMatchObject({ status: 'paid', refundedAmount: '25.00' });
    expect(await outboxFiles(`order-${id}-refunded`)).toEqual([`order-${id}-refunded-2500.eml`]);
    expect((await readMail(`order-${id}-refunded-2500.eml`)).text).toContain('$25.00 CAD');

    expect((await deliver('charge.refunded', charge(id, 11300))).status).toBe(200);
    order = (await asAdmin('GET', `/api/admin/orders/${id}`)).body;
    expect(order).toMatchObject({ status: 'refunded', refundedAmount: '113.00' });
    expect(await outboxFiles(`order-${id}-refunded`)).toEqual([`order-${id}-refunded-11300.eml`, `order-${id}-refunded-2500.eml`]);
    expect((await getProduct(p.id))!.stockQuantity).toBe(10); // the default setting restocks
    // A refund from /admin after it answers with the order as it is, and mails nothing more.
    expect((await asAdmin('POST', `/api/admin/orders/${id}/status`, { status: 'refunded' })).status).toBe(200);
    expect(await outboxFiles(`order-${id}-refunded`)).toHaveLength(2);
  });

  it('a refund from /admin in the sandbox is followed by its signed charge.refunded, as with Stripe, and mails once', async () => {
    const p = await makeProduct({ priceCents: 5000, stockQuantity: 10 });
    const id = await paidOrder(p.id, 2); // $113.00 with HST; stock 10 -> 8
    const refund = (body: Record<string, unknown>) => asAdmin('POST', `/api/admin/orders/${id}/status`, { status: 'refunded', restock: false, ...body });

    const partial = await refund({ refundAmount: '25.00' });
    expect(partial.status).toBe(200);
    expect(partial.body).toMatchObject({ status: 'paid', refundedAmount: '25.00' });
    // The event went through the webhook's code path (signature checked, its id recorded) and changed nothing more.
    expect(await isEventProcessed(`evt_re_sandbox_${id}_refundorder${id}2500`)).toBe(true);
    expect(await outboxFiles(`order-${id}-refunded`)).toEqual([`order-${id}-refunded-2500.eml`]);

    const rest = await refund({});
    expect(rest.body).toMatchObject({ status: 'refunded', refundedAmount: '113.00' });
    expect(await isEventProcessed(`evt_re_sandbox_${id}_refundorder${id}11300`)).toBe(true);
    expect(await outboxFiles(`order-${id}-refunded`)).toEqual([`order-${id}-refunded-11300.eml`, `order-${id}-refunded-2500.eml`]);
    expect((await readMail(`order-${id}-refunded-11300.eml`)).text).toContain('$113.00 CAD');
    // The artisan's choice held: the event that followed did not restock by the shop's setting.
    expect((await getProduct(p.id))!.stockQuantity).toBe(8);
    expect((await asAdmin('GET', `/api/admin/orders/${id}`)).body).toMatchObject({ status: 'refunded', refundedAmount: '113.00' });
  });

  it('a paid order cancelled in /admin can then be refunded from /admin, once; an unpaid one cannot', async () => {
    const p = await makeProduct({ priceCents: 5000, stockQuantity: 10 });
    const id = await paidOrder(p.id, 2); // $113.00 with HST
    const cancelled = await asAdmin('POST', `/api/admin/orders/${id}/status`, { status: 'cancelled' });
    expect(cancelled.body).toMatchObject({ status: 'cancelled', allowedStatuses: ['refunded'] });
    const refund = () => asAdmin('POST', `/api/admin/orders/${id}/status`, { status: 'refunded', restock: false });
    const refunded = await refund();
    expect(refunded.status).toBe(200);
    expect(refunded.body).toMatchObject({ status: 'cancelled', refundedAmount: '113.00', allowedStatuses: [] });
    expect((await refund()).status).toBe(200); // a retry changes and mails nothing more
    expect(await outboxFiles(`order-${id}-refunded`)).toEqual([`order-${id}-refunded-11300.eml`]);
    expect(await outboxFiles(`order-${id}-cancelled`)).toEqual([`order-${id}-cancelled.eml`]);
    // Cancelling put the pieces back once; the refund did not add them again.
    expect((await getProduct(p.id))!.stockQuantity).toBe(10);

    const unpaid = await placedOrder([{ productId: p.id, quantity: 1 }], 'ON');
    await asAdmin('POST', `/api/admin/orders/${unpaid.order.id}/status`, { status: 'cancelled' });
    expect((await asAdmin('POST', `/api/admin/orders/${unpaid.order.id}/status`, { status: 'refunded' })).status).toBe(409);
  });

  it('a dispute flags the order and alerts the artisan once when opened and once when closed', async () => {
    const p = await makeProduct({ priceCents: 5000, stockQuantity: 10 });
    const id = await paidOrder(p.id, 1);
    const dispute = { id: `dp_${id}`, object: 'dispute', payment_intent: `pi_sandbox_${id}`, charge: `ch_${id}`, amount: 5650, currency: 'cad', reason: 'fraudulent', status: 'needs_response' };
    await deliver('charge.dispute.created', dispute);
    await deliver('charge.dispute.created', dispute);
    expect((await asAdmin('GET', `/api/admin/orders/${id}`)).body.disputeStatus).toBe('open');
    await deliver('charge.dispute.closed', { ...dispute, status: 'won' });
    expect((await asAdmin('GET', `/api/admin/orders/${id}`)).body.disputeStatus).toBe('won');
    expect(await outboxFiles(`dispute-dp_${id}`)).toEqual([`dispute-dp_${id}-closed.eml`, `dispute-dp_${id}-created.eml`]);
    expect((await readMail(`dispute-dp_${id}-created.eml`)).text).toContain('fraudulent');
    // Forged: refused, nothing changes.
    const payload = JSON.stringify({ id: 'evt_forged', type: 'charge.refunded', data: { object: charge(id, 5650) } });
    const forged = await invoke('POST', '/api/webhooks/stripe', { rawBody: payload, headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' } });
    expect(forged.status).toBe(400);
    expect((await asAdmin('GET', `/api/admin/orders/${id}`)).body.refundedAmount).toBeUndefined();
  });
});
