import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { paymentIntentResponseSchema } from '@crystal/shared/schemas/order';
import { invoke, sessionHeaders } from '../test/invoke';
import { makeProduct } from '../catalog/product.factory';
import { getProduct } from '../catalog';
import { getOrder } from '../orders';
import { orderBody, placedOrder, sessionWithCart } from '../orders/checkout.factory';
import { getOffer, issueOffer } from '../offers';
import { recordCommands } from '../test/count-commands';
import { snapshotTable } from '../test/table-snapshot';

const stockOf = async (id: number) => (await getProduct(id))!.stockQuantity;

async function intentFor(headers: Record<string, string>, orderId: number, extra: Record<string, unknown> = {}) {
  const res = await invoke('POST', '/api/create-payment-intent', { headers, body: { orderId, ...extra } });
  expect(res.status).toBe(200);
  return paymentIntentResponseSchema.parse(res.body);
}

describe('payments with the sandbox provider', () => {
  it('tells the checkout which payment client to load', async () => {
    expect((await invoke('GET', '/api/payments/config')).body).toEqual({ provider: 'sandbox' });
  });

  it('charges the stored order total, whatever amount the client sends (amount: 1)', async () => {
    const p = await makeProduct({ priceCents: 12_345, stockQuantity: 2 });
    const { order, headers } = await placedOrder([{ productId: p.id, quantity: 1 }], 'QC');
    const intent = await intentFor(headers, order.id, { amount: 1, currency: 'usd' });
    expect(intent).toMatchObject({ provider: 'sandbox', orderId: order.id, amount: order.totalAmount, currency: 'cad' });
    // 123.45 + GST 6.17 + QST 12.31 (9.975%)
    expect(order.totalAmount).toBe('141.93');
    expect((await getOrder(order.id))!.paymentIntentId).toBe(`pi_sandbox_${order.id}`);
    // Asking twice gives the same intent (idempotency key order-<id>).
    expect((await intentFor(headers, order.id)).clientSecret).toBe(intent.clientSecret);

    const paid = await invoke('POST', '/api/sandbox/confirm', {
      headers,
      body: { orderId: order.id, clientSecret: intent.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
    });
    expect(paid.body).toEqual({ status: 'succeeded', orderId: order.id });
    // The signed succeeded event went through the webhook path, which only marks paid when the amount
    // charged equals the order total.
    expect((await invoke('GET', `/api/orders/${order.id}`, { headers })).body).toMatchObject({ status: 'paid', totalAmount: '141.93' });
    expect((await readdir(process.env.OUTBOX_DIR!)).filter((f) => f === `order-${order.id}-confirmation.eml`)).toHaveLength(1);
    expect((await invoke('GET', '/api/cart', { headers })).body).toEqual([]);
    const twice = await invoke('POST', '/api/sandbox/confirm', { headers, body: { orderId: order.id, clientSecret: intent.clientSecret, cardNumber: '4242424242424242' } });
    expect(twice.status).toBe(409);
    expect((await invoke('POST', '/api/create-payment-intent', { headers, body: { orderId: order.id } })).status).toBe(409);
  });

  it('declines 4000 0000 0000 0002 and 9995 with Stripe messages; stock back once, cart intact', async () => {
    for (const [card, message, code] of [
      ['4000 0000 0000 0002', 'Your card was declined.', 'generic_decline'],
      ['4000000000009995', 'Your card has insufficient funds.', 'insufficient_funds'],
    ] as const) {
      const p = await makeProduct({ stockQuantity: 1 });
      const { order, headers } = await placedOrder([{ productId: p.id, quantity: 1 }]);
      expect(await stockOf(p.id)).toBe(0);
      const intent = await intentFor(headers, order.id);
      const res = await invoke('POST', '/api/sandbox/confirm', { headers, body: { orderId: order.id, clientSecret: intent.clientSecret, cardNumber: card } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'requires_payment_method', orderId: order.id, error: { type: 'card_error', code: 'card_declined', decline_code: code, message } });
      expect(await stockOf(p.id)).toBe(1);
      expect((await getOrder(order.id))!.status).toBe('cancelled');
      expect((await invoke('GET', '/api/cart', { headers })).body).toHaveLength(1);
      // The shopper tries again with the intact cart: a fresh order, stock reserved again.
      const retry = await invoke('POST', '/api/orders', { headers, body: (await import('../orders/checkout.factory')).orderBody() });
      expect(retry.status).toBe(201);
      expect(await stockOf(p.id)).toBe(0);
    }
  });

  it("gives the session's 15% offer back when the card is declined, so the next attempt keeps the discount", async () => {
    const p = await makeProduct({ priceCents: 10_000, stockQuantity: 3 });
    const { sessionId, headers } = await sessionWithCart([{ productId: p.id, quantity: 1 }]);
    await issueOffer(sessionId, p.id);
    const first = await invoke('POST', '/api/orders', { headers, body: orderBody() });
    expect(first.body).toMatchObject({ subtotal: '100.00', discount: '15.00' });
    expect((await getOffer(sessionId))!.consumedAt).toBeDefined();
    const intent = await intentFor(headers, first.body.id);
    const declined = await invoke('POST', '/api/sandbox/confirm', {
      headers,
      body: { orderId: first.body.id, clientSecret: intent.clientSecret, cardNumber: '4000 0000 0000 0002' },
    });
    expect(declined.body.status).toBe('requires_payment_method');
    expect((await getOrder(first.body.id))!.status).toBe('cancelled');
    expect((await getOffer(sessionId))!.consumedAt).toBeUndefined();

    const retry = await invoke('POST', '/api/orders', { headers, body: orderBody() });
    expect(retry.status).toBe(201);
    expect(retry.body).toMatchObject({ subtotal: '100.00', discount: '15.00' });
    // The offer is one order's: now used by the retry, it stays used.
    expect((await getOffer(sessionId))!.orderId).toBe(retry.body.id);
  });

  it("refuses a wrong client secret, another session's order and incorrect card numbers", async () => {
    const p = await makeProduct({ stockQuantity: 5 });
    const { order, headers } = await placedOrder([{ productId: p.id, quantity: 1 }]);
    const intent = await intentFor(headers, order.id);
    const wrong = await invoke('POST', '/api/sandbox/confirm', { headers, body: { orderId: order.id, clientSecret: `${intent.clientSecret}x`, cardNumber: '4242424242424242' } });
    expect(wrong.status).toBe(400);
    const other = await invoke('POST', '/api/sandbox/confirm', {
      headers: sessionHeaders(crypto.randomUUID()),
      body: { orderId: order.id, clientSecret: intent.clientSecret, cardNumber: '4242424242424242' },
    });
    expect(other.status).toBe(404);
    const typo = await invoke('POST', '/api/sandbox/confirm', { headers, body: { orderId: order.id, clientSecret: intent.clientSecret, cardNumber: '4242424242424241' } });
    expect(typo.body.error).toMatchObject({ code: 'incorrect_number', message: 'Your card number is incorrect.' });
    expect((await invoke('POST', '/api/sandbox/confirm', { headers, body: { orderId: order.id, clientSecret: intent.clientSecret, cardNumber: '12' } })).status).toBe(400);
    expect(await getOrder(order.id)).toMatchObject({ status: 'pending', stockReleased: false });
    expect(await stockOf(p.id)).toBe(4);
  });

  it('refuses NUL, line breaks, control and bidi characters in every field at the parse step: a 400 JSON and no write', async () => {
    const p = await makeProduct({ stockQuantity: 5 });
    const { order, headers } = await placedOrder([{ productId: p.id, quantity: 1 }]);
    const intent = await intentFor(headers, order.id);
    const valid = { orderId: order.id, clientSecret: intent.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123' };
    const at = (text: string, payload: string) => `${text.slice(0, Math.ceil(text.length / 2))}${payload}${text.slice(Math.ceil(text.length / 2))}`;
    const commands = recordCommands();
    const before = await snapshotTable();
    for (const field of ['clientSecret', 'cardNumber', 'expiry', 'cvc'] as const) {
      for (const payload of ['\u0000', '\u0007', '\u001b[31m', '\r\n', '\n', '\t', '\u202e', '\u2066', '\u200f', '\ud800']) {
        commands.reset();
        const body = { ...valid, [field]: at(valid[field], payload) };
        const res = await invoke('POST', '/api/sandbox/confirm', { headers, body });
        const what = `${field} with ${JSON.stringify(payload)}: ${res.status} ${res.text}`;
        expect(res.status, what).toBe(400);
        expect(res.headers['content-type'], what).toMatch(/^application\/json/);
        expect(res.body.issues?.[0]?.path, what).toBe(field);
        expect(commands.names().filter((n) => /^(Put|Update|Delete|BatchWrite|TransactWrite)/.test(n)), what).toEqual([]);
      }
    }
    expect(await snapshotTable()).toBe(before);
    // The untouched request still pays: the refusals wrote nothing, not even a rate-limit count.
    expect((await invoke('POST', '/api/sandbox/confirm', { headers, body: valid })).body).toEqual({ status: 'succeeded', orderId: order.id });
  });
});
