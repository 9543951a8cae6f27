import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The Stripe adapter drives the real `stripe` SDK against a local HTTP server standing in for
 * api.stripe.com, with PAYMENTS_PROVIDER=stripe for this file.
 */
type Seen = { method: string; path: string; headers: IncomingHttpHeaders; form: URLSearchParams };
const seen: Seen[] = [];
const server = createServer((req, res) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    const form = new URLSearchParams(body);
    seen.push({ method: req.method!, path: req.url!, headers: req.headers, form });
    const id = `pi_test_${form.get('metadata[orderId]')}`;
    res.writeHead(200, { 'content-type': 'application/json', 'request-id': 'req_local' });
    res.end(
      JSON.stringify({
        id,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: form.get('currency'),
        status: 'requires_payment_method',
        client_secret: `${id}_secret_local`,
        metadata: { orderId: form.get('metadata[orderId]') },
      }),
    );
  });
});

let invoke: typeof import('../test/invoke').invoke;
let placedOrder: typeof import('../orders/checkout.factory').placedOrder;
let makeProduct: typeof import('../catalog/product.factory').makeProduct;
let getOrder: typeof import('../orders').getOrder;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  Object.assign(process.env, {
    PAYMENTS_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_local',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_local',
    STRIPE_WEBHOOK_SECRET: 'whsec_test_local',
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String((server.address() as AddressInfo).port),
    STRIPE_API_PROTOCOL: 'http',
  });
  ({ invoke } = await import('../test/invoke'));
  ({ placedOrder } = await import('../orders/checkout.factory'));
  ({ makeProduct } = await import('../catalog/product.factory'));
  ({ getOrder } = await import('../orders'));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('payments with the Stripe provider', () => {
  it('creates the PaymentIntent through the SDK with the order total in cents, CAD, the order id and its idempotency key', async () => {
    const p = await makeProduct({ priceCents: 4500, stockQuantity: 3 });
    const { order, headers } = await placedOrder([{ productId: p.id, quantity: 2 }], 'BC');
    expect(order.totalAmount).toBe('100.80'); // 90.00 + GST 4.50 + PST 6.30
    const res = await invoke('POST', '/api/create-payment-intent', { headers, body: { orderId: order.id, amount: 1, currency: 'usd' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      clientSecret: `pi_test_${order.id}_secret_local`,
      provider: 'stripe',
      publishableKey: 'pk_test_local',
      orderId: order.id,
      amount: '100.80',
      currency: 'cad',
    });
    expect(seen).toHaveLength(1);
    const call = seen[0]!;
    expect(call.method).toBe('POST');
    expect(call.path).toBe('/v1/payment_intents');
    expect(call.headers.authorization).toBe('Bearer sk_test_local');
    expect(call.headers['idempotency-key']).toBe(`order-${order.id}`);
    expect(call.form.get('amount')).toBe('10080');
    expect(call.form.get('currency')).toBe('cad');
    expect(call.form.get('metadata[orderId]')).toBe(String(order.id));
    expect(call.form.get('automatic_payment_methods[enabled]')).toBe('true');
    expect((await getOrder(order.id))!.paymentIntentId).toBe(`pi_test_${order.id}`);

    await invoke('POST', '/api/create-payment-intent', { headers, body: { orderId: order.id } });
    expect(seen[1]!.headers['idempotency-key']).toBe(`order-${order.id}`);
    expect(seen[1]!.form.get('amount')).toBe('10080');
  });

  it('gives the publishable key to the checkout and hides the sandbox route', async () => {
    expect((await invoke('GET', '/api/payments/config')).body).toEqual({ provider: 'stripe', publishableKey: 'pk_test_local' });
    const p = await makeProduct();
    const { order, headers } = await placedOrder([{ productId: p.id, quantity: 1 }]);
    const res = await invoke('POST', '/api/sandbox/confirm', { headers, body: { orderId: order.id, clientSecret: `pi_sandbox_${order.id}_secret_0`, cardNumber: '4242424242424242' } });
    expect(res.status).toBe(404);
    expect((await getOrder(order.id))!.status).toBe('pending');
  });
});
