/**
 * Refunds of gift card orders (issue 49, decision 0110's rule): the card's part of a refund goes back to
 * the card first, only the rest to the card payment; refunding a gift card bought disables it while it is
 * unspent, and is refused once it was spent.
 */
import { describe, expect, it } from 'vitest';
import { centsToDecimalString, decimalStringToCents } from '@crystal/shared/money';
import { invoke } from '../test/invoke';
import { makeProduct } from '../catalog/product.factory';
import { sandboxRefundedCents } from '../payment-adapters';
import { getGiftCard, issueGiftCard, listGiftCards, openGiftCardCode } from '../gift-cards';
import { shopToday } from '@crystal/shared/shop-date';
import { orderBody, sessionWithCart } from './checkout.factory';
import { getOrder } from './order-repository';

const claims = { sub: 'artisan-1', email: 'artisan@example.com', 'cognito:groups': ['admin'] };

async function pay(headers: Record<string, string>, orderId: number) {
  const intent = await invoke('POST', '/api/create-payment-intent', { headers, body: { orderId } });
  expect(intent.status).toBe(200);
  const paid = await invoke('POST', '/api/sandbox/confirm', { headers, body: { orderId, clientSecret: intent.body.clientSecret, cardNumber: '4242 4242 4242 4242' } });
  expect(paid.status).toBe(200);
}

async function liabilityIsSumOfBalances() {
  const sum = (await listGiftCards()).filter((c) => c.status === 'active').reduce((s, c) => s + c.balanceCents, 0);
  expect((await invoke('GET', '/api/admin/gift-cards', { claims })).body.liability).toBe(centsToDecimalString(sum));
}

/** A $68 pendant in Ontario paid $50.00 by a store credit and the rest by card. */
async function pendantPaidPartlyByCard() {
  const pendant = await makeProduct({ name: 'Refund pendant', priceCents: 6800, stockQuantity: 5 });
  const { card, code } = (await issueGiftCard({ amountCents: 5000, recipientName: 'Ada', recipientEmail: 'ada@example.ca', deliverOn: shopToday(), language: 'en', reason: 'test' }))!;
  const { headers } = await sessionWithCart([{ productId: pendant.id, quantity: 1 }]);
  const placed = await invoke('POST', '/api/orders', { headers, body: orderBody('ON', { giftCardCode: code }) });
  expect(placed.body.giftCardAmount).toBe('50.00');
  await pay(headers, placed.body.id);
  expect((await getGiftCard(card.id))!.balanceCents).toBe(0);
  return { orderId: placed.body.id as number, cardId: card.id, totalCents: decimalStringToCents(placed.body.totalAmount), dueCents: decimalStringToCents(placed.body.amountDue) };
}

/** An order buying one $40 gift card, paid by card; the card it issued. */
async function boughtCard() {
  const { headers } = await sessionWithCart([]);
  await invoke('POST', '/api/cart', { headers, body: { giftCard: { amount: '40', recipientName: 'Mira', recipientEmail: 'mira@example.ca' } } });
  const placed = await invoke('POST', '/api/orders', { headers, body: orderBody('MB') });
  expect(placed.status).toBe(201);
  await pay(headers, placed.body.id);
  const card = (await listGiftCards()).find((c) => c.orderId === placed.body.id)!;
  return { orderId: placed.body.id as number, card };
}

describe('refunding an order paid partly by gift card', () => {
  it('worked example: $20.00 back goes to the card alone; the rest of the order then goes $30.00 to the card and the remainder to the card payment', async () => {
    const { orderId, cardId, totalCents, dueCents } = await pendantPaidPartlyByCard();
    // $68.00 + shipping + 13% HST; $50.00 by the card, the rest by the card payment.
    expect(totalCents - dueCents).toBe(5000);
    const part = await invoke('POST', `/api/admin/orders/${orderId}/status`, { claims, body: { status: 'refunded', refundAmount: '20.00' } });
    expect(part.status).toBe(200);
    expect((await getGiftCard(cardId))!.balanceCents).toBe(2000);
    expect(await sandboxRefundedCents(orderId)).toBe(0);
    await liabilityIsSumOfBalances();

    const rest = await invoke('POST', `/api/admin/orders/${orderId}/status`, { claims, body: { status: 'refunded' } });
    expect(rest.status).toBe(200);
    expect((await getGiftCard(cardId))!.balanceCents).toBe(5000);
    expect(await sandboxRefundedCents(orderId)).toBe(dueCents);
    expect((await getOrder(orderId))!).toMatchObject({ status: 'refunded', refundedCents: totalCents });
    await liabilityIsSumOfBalances();
  });
});

describe('refunding a gift card bought', () => {
  it('before it is spent disables the card and refunds its price to the card payment', async () => {
    const { orderId, card } = await boughtCard();
    const res = await invoke('POST', `/api/admin/orders/${orderId}/refunds`, { claims, body: { items: [{ itemId: 1, quantity: 1, restock: false }] } });
    expect(res.status).toBe(201);
    expect((await getGiftCard(card.id))!).toMatchObject({ status: 'disabled', disabledReason: `Refunded with order #${orderId}` });
    expect(await sandboxRefundedCents(orderId)).toBe(4000);
    await liabilityIsSumOfBalances();
  });

  it('once spent is refused (409), by the line or whole, and the card stays as it was', async () => {
    const { orderId, card } = await boughtCard();
    const ring = await makeProduct({ name: 'Refund spend ring', priceCents: 1500, stockQuantity: 3 });
    const { headers } = await sessionWithCart([{ productId: ring.id, quantity: 1 }]);
    const spend = await invoke('POST', '/api/orders', { headers, body: orderBody('MB', { giftCardCode: await openGiftCardCode(card.codeSealed) }) });
    expect(spend.status).toBe(201);
    const balance = (await getGiftCard(card.id))!.balanceCents;
    expect(balance).toBeLessThan(4000);
    expect((await invoke('POST', `/api/admin/orders/${orderId}/refunds`, { claims, body: { items: [{ itemId: 1, quantity: 1, restock: false }] } })).status).toBe(409);
    expect((await invoke('POST', `/api/admin/orders/${orderId}/status`, { claims, body: { status: 'refunded' } })).status).toBe(409);
    expect((await getGiftCard(card.id))!).toMatchObject({ status: 'active', balanceCents: balance });
    expect(await sandboxRefundedCents(orderId)).toBe(0);
    await liabilityIsSumOfBalances();
  });
});
