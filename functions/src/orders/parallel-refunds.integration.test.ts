/**
 * Issue 33: refunds are serialised per order. Twenty partial refunds of 30% sent at once: at most three
 * fit in what was paid, and the refunded total stays within it, in the order and in the sandbox.
 */
import { describe, expect, it } from 'vitest';
import { decimalStringToCents } from '@crystal/shared/money';
import { invoke } from '../test/invoke';
import { makeProduct } from '../catalog/product.factory';
import { sandboxRefundedCents } from '../payment-adapters';
import { placedOrder } from './checkout.factory';

const claims = { sub: 'artisan-1', email: 'artisan@example.com', 'cognito:groups': ['admin'] };
const status = (id: number, body: Record<string, unknown>) => invoke('POST', `/api/admin/orders/${id}/status`, { claims, body });

async function paidOrder() {
  const p = await makeProduct({ name: 'Labradorite Cuff', priceCents: 5000, stockQuantity: 10 });
  const placed = await placedOrder([{ productId: p.id, quantity: 1 }], 'ON');
  const intent = await invoke('POST', '/api/create-payment-intent', { headers: placed.headers, body: { orderId: placed.order.id } });
  const paid = await invoke('POST', '/api/sandbox/confirm', {
    headers: placed.headers,
    body: { orderId: placed.order.id, clientSecret: intent.body.clientSecret, cardNumber: '4242 4242 4242 4242' },
  });
  expect(paid.status).toBe(200);
  return { id: placed.order.id, totalCents: decimalStringToCents(placed.order.totalAmount) };
}

describe('parallel refunds of one order', () => {
  it('20 partial refunds of 30% at once: at most 3 succeed, the rest are 400 (too much, as read) or 409 (refunded meanwhile); the order and the sandbox never exceed what was paid', async () => {
    const { id, totalCents } = await paidOrder();
    const part = Math.floor(totalCents * 0.3);
    const amount = (part / 100).toFixed(2);
    const answers = await Promise.all(Array.from({ length: 20 }, () => status(id, { status: 'refunded', refundAmount: amount })));
    const ok = answers.filter((r) => r.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(ok.length).toBeLessThanOrEqual(3);
    for (const r of answers.filter((x) => x.status !== 200)) {
      expect([400, 409]).toContain(r.status);
      if (r.status === 400) expect(r.body.issues[0].path).toBe('refundAmount');
      else expect(r.body.error).toMatch(/refunded meanwhile/);
    }
    const order = await invoke('GET', `/api/admin/orders/${id}`, { claims });
    const refunded = decimalStringToCents(order.body.refundedAmount);
    expect(refunded).toBe(ok.length * part);
    expect(refunded).toBeLessThanOrEqual(totalCents);
    const sandbox = await sandboxRefundedCents(id);
    expect(sandbox).toBe(refunded);
    expect(sandbox).toBeLessThanOrEqual(totalCents);
  });

  it('the sandbox itself refuses a refund beyond what its payment took, as Stripe does', async () => {
    const { sandboxRefunds } = await import('../payment-adapters');
    const refunds = sandboxRefunds({ secret: async () => 'x', deliver: async () => ({}) } as never);
    const input = { orderId: 987_654, paymentIntentId: undefined, chargedCents: 1000 };
    await refunds.refund({ ...input, amountCents: 700, idempotencyKey: 'a' });
    await expect(refunds.refund({ ...input, amountCents: 400, idempotencyKey: 'b' })).rejects.toMatchObject({ kind: 'INVALID_DATA' });
    // The same refund retried returns the first one.
    expect((await refunds.refund({ ...input, amountCents: 700, idempotencyKey: 'a' })).refundId).toBe('re_sandbox_987654_a');
    expect(await sandboxRefundedCents(987_654)).toBe(700);
  });
});
