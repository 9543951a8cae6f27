import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RefundProvider } from '../../payment-adapters';
import type { OrderWithItems } from '../order-item';

const restored: { cardId: number; cents: number; key: string }[] = [];
vi.mock('../../gift-cards', () => ({
  restoreGiftCardBalance: vi.fn(async (cardId: number, cents: number, key: string) => {
    if (restored.some((r) => r.key === key)) return false;
    restored.push({ cardId, cents, key });
    return true;
  }),
}));
const { paymentsOf, refundPayments } = await import('./refund-payments');

const provider = () => {
  const calls: { paymentIntentId: string | undefined; amountCents: number; idempotencyKey: string }[] = [];
  const refunds = { refund: vi.fn(async (r: (typeof calls)[number]) => (calls.push({ paymentIntentId: r.paymentIntentId, amountCents: r.amountCents, idempotencyKey: r.idempotencyKey }), {})) } as unknown as RefundProvider;
  return { refunds, calls };
};

// A $90.00 ring in Ontario: $11.70 HST, free shipping, $101.70 in all; a $50 card paid $50.00 of it and the card payment $51.70.
const order = { id: 42, totalCents: 10_170, giftCardId: 7, giftCardCents: 5000, paymentIntentId: 'pi_1', items: [] } as unknown as OrderWithItems;

beforeEach(() => void restored.splice(0));

describe('a refund of an order paid partly by gift card', () => {
  it('counts the gift card as the first payment, and the card payment as the rest', () => {
    expect(paymentsOf(order)).toEqual([{ giftCardId: 7, cents: 5000 }, { paymentIntentId: 'pi_1', cents: 5170 }]);
    expect(paymentsOf({ ...order, giftCardId: undefined, giftCardCents: undefined })).toEqual([{ paymentIntentId: 'pi_1', cents: 10_170 }]);
  });

  it('worked example: $60.00 back gives $50.00 to the card and $10.00 to the card payment; then $41.70 all to the card payment', async () => {
    const { refunds, calls } = provider();
    await refundPayments(refunds, order, { refundedBeforeCents: 0, amountCents: 6000, idempotencyKey: 'refund-order-42-6000' });
    expect(restored).toEqual([{ cardId: 7, cents: 5000, key: 'refund-order-42-6000' }]);
    expect(calls).toEqual([{ paymentIntentId: 'pi_1', amountCents: 1000, idempotencyKey: 'refund-order-42-6000' }]);

    await refundPayments(refunds, order, { refundedBeforeCents: 6000, amountCents: 4170, idempotencyKey: 'refund-order-42-10170' });
    expect(restored).toHaveLength(1);
    expect(calls[1]).toEqual({ paymentIntentId: 'pi_1', amountCents: 4170, idempotencyKey: 'refund-order-42-10170' });
    expect(restored.reduce((s, r) => s + r.cents, 0) + calls.reduce((s, c) => s + c.amountCents, 0)).toBe(10_170);
  });

  it('a small refund goes to the card alone, and the same refund retried restores nothing twice', async () => {
    const { refunds, calls } = provider();
    await refundPayments(refunds, order, { refundedBeforeCents: 0, amountCents: 2000, idempotencyKey: 'refund-order-42-2000' });
    await refundPayments(refunds, order, { refundedBeforeCents: 0, amountCents: 2000, idempotencyKey: 'refund-order-42-2000' });
    expect(restored).toEqual([{ cardId: 7, cents: 2000, key: 'refund-order-42-2000' }]);
    expect(calls).toEqual([]);
  });

  it('an order the card paid in full refunds to the card only', async () => {
    const { refunds, calls } = provider();
    const paidByCard = { ...order, totalCents: 4600, giftCardCents: 4600, paymentIntentId: undefined } as unknown as OrderWithItems;
    expect(paymentsOf(paidByCard)).toEqual([{ giftCardId: 7, cents: 4600 }, { paymentIntentId: undefined, cents: 0 }]);
    await refundPayments(refunds, paidByCard, { refundedBeforeCents: 0, amountCents: 4600, idempotencyKey: 'k' });
    expect(restored).toEqual([{ cardId: 7, cents: 4600, key: 'k' }]);
    expect(calls).toEqual([]);
  });
});
