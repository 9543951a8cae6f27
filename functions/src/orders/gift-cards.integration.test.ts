/**
 * Gift cards (issue 49): bought as a cart line of their own (no tax, no shipping), issued once paid,
 * spent at checkout with a conditional write that never overdraws a card, and given back when an order
 * is left unpaid. Worked examples for every province.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PROVINCES } from '@crystal/shared/provinces';
import { decimalStringToCents, centsToDecimalString } from '@crystal/shared/money';
import { shopToday } from '@crystal/shared/shop-date';
import { addDays } from '@crystal/shared/schemas/gift-card';
import { invoke, sessionHeaders } from '../test/invoke';
import { ADMIN_CLAIMS } from '../test/route-examples';
import { outboxFiles, readMail } from '../test/outbox';
import { makeProduct } from '../catalog/product.factory';
import { orderBody, sessionWithCart } from './checkout.factory';
import { getOrder } from './order-repository';
import { releaseOrderStock } from './stock-release-repository';
import { finishPaidOrder } from './transitions/apply-payment-event';
import { disableGiftCard, getGiftCard, issueGiftCard, listGiftCards, openGiftCardCode } from '../gift-cards';
import { getProduct } from '../catalog';

const giftCard = (overrides: Record<string, unknown> = {}) => ({ amount: '50.00', recipientName: 'Mira Stone', recipientEmail: 'mira@example.ca', message: 'Happy birthday!', ...overrides });

async function storeCredit(amountCents: number) {
  const issued = await issueGiftCard({ amountCents, recipientName: 'Ada', recipientEmail: 'ada@example.ca', deliverOn: shopToday(), language: 'en', reason: 'test' });
  return issued!;
}

async function pay(headers: Record<string, string>, orderId: number) {
  const intent = await invoke('POST', '/api/create-payment-intent', { headers, body: { orderId } });
  expect(intent.status).toBe(200);
  const paid = await invoke('POST', '/api/sandbox/confirm', { headers, body: { orderId, clientSecret: intent.body.clientSecret, cardNumber: '4242 4242 4242 4242' } });
  expect(paid.status).toBe(200);
  return intent.body as { amount: string };
}

describe('buying a gift card', () => {
  it('refuses amounts other than whole dollars from 10 to 500, and days outside today..+90', async () => {
    const headers = sessionHeaders(randomUUID());
    for (const amount of ['0', '5', '501', '49.999', 'abc', '0.00', '10.50']) {
      const res = await invoke('POST', '/api/cart', { headers, body: { giftCard: giftCard({ amount }) } });
      expect(res.status, amount).toBe(400);
      expect(res.body.issues[0].path).toBe('giftCard.amount');
    }
    for (const deliverOn of [addDays(shopToday(), -1), addDays(shopToday(), 91), '2026-13-01']) {
      const res = await invoke('POST', '/api/cart', { headers, body: { giftCard: giftCard({ deliverOn }) } });
      expect(res.status, deliverOn).toBe(400);
    }
    expect((await invoke('GET', '/api/cart', { headers })).body).toEqual([]);
    const res = await invoke('POST', '/api/cart', { headers, body: { giftCard: giftCard({ amount: '500', deliverOn: addDays(shopToday(), 90) }) } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: expect.any(Number), quantity: 1, giftCard: { ...giftCard({ amount: '500.00' }), deliverOn: addDays(shopToday(), 90) } });
    const today = await invoke('POST', '/api/cart', { headers, body: { giftCard: giftCard({ message: undefined }) } });
    expect(today.body.giftCard.deliverOn).toBe(shopToday());
  });

  it.each(PROVINCES.map((p) => p.code))('%s: a 50-dollar card with a 46-dollar ring: the card untaxed and unshipped, issued once when paid', async (province) => {
    const ring = await makeProduct({ name: `Ring ${province}`, priceCents: 4600, stockQuantity: 5 });
    const alone = await sessionWithCart([{ productId: ring.id, quantity: 1 }]);
    const ringOnly = await invoke('POST', '/api/orders', { headers: alone.headers, body: orderBody(province) });
    const { headers } = await sessionWithCart([{ productId: ring.id, quantity: 1 }]);
    await invoke('POST', '/api/cart', { headers, body: { giftCard: giftCard() } });
    const res = await invoke('POST', '/api/orders', { headers, body: orderBody(province) });
    expect(res.status).toBe(201);
    // Tax and shipping exactly as for the ring alone; the card adds its $50.00 and nothing more.
    for (const key of ['subtotal', 'shipping', 'tax', 'taxLines']) expect(res.body[key]).toEqual(ringOnly.body[key]);
    expect(decimalStringToCents(res.body.totalAmount)).toBe(decimalStringToCents(ringOnly.body.totalAmount) + 5000);
    expect(res.body.giftCardsTotal).toBe('50.00');
    expect(res.body.amountDue).toBe(res.body.totalAmount);
    expect(res.body.items.find((i: { productId: number }) => i.productId === 0).giftCard).toEqual({ ...giftCard(), deliverOn: shopToday() });
    const intent = await pay(headers, res.body.id);
    expect(intent.amount).toBe(res.body.totalAmount);
    const cards = (await listGiftCards()).filter((c) => c.orderId === res.body.id);
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ balanceCents: 5000, initialCents: 5000, status: 'active', giverName: 'Luna Moonstone', recipientEmail: 'mira@example.ca' });
    // A replayed payment issues nothing twice.
    await finishPaidOrder((await getOrder(res.body.id))!);
    expect((await listGiftCards()).filter((c) => c.orderId === res.body.id)).toHaveLength(1);
  });

  it('alone: no shipping, no tax, the total is the card', async () => {
    const headers = sessionHeaders(randomUUID());
    await invoke('POST', '/api/cart', { headers, body: { giftCard: giftCard({ amount: '75' }) } });
    const res = await invoke('POST', '/api/orders', { headers, body: orderBody('ON') });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ subtotal: '0.00', shipping: '0.00', tax: '0.00', totalAmount: '75.00', amountDue: '75.00' });
  });
});

describe('an order with gift cards, as the artisan ships it', () => {
  const ship = (id: number, items: { itemId: number; quantity: number }[]) =>
    invoke('POST', `/api/admin/orders/${id}/shipments`, { claims: ADMIN_CLAIMS, body: { items, carrier: 'canada_post', trackingNumber: '7023210039414604' } });
  const toShip = async () => (await invoke('GET', '/api/admin/overview', { claims: ADMIN_CLAIMS })).body.toShip as number;

  it('cards alone: nothing to ship, never counted "to ship", and it cannot be marked shipped or delivered', async () => {
    const headers = sessionHeaders(randomUUID());
    await invoke('POST', '/api/cart', { headers, body: { giftCard: giftCard() } });
    const placed = await invoke('POST', '/api/orders', { headers, body: orderBody('MB') });
    const before = await toShip();
    await pay(headers, placed.body.id);
    expect(await toShip()).toBe(before);
    const tab = await invoke('GET', '/api/admin/orders?status=paid,partially_shipped&balance=settled&limit=50', { claims: ADMIN_CLAIMS });
    expect(tab.status).toBe(200);
    expect((tab.body.orders as { id: number }[]).map((o) => o.id)).not.toContain(placed.body.id);
    const detail = await invoke('GET', `/api/admin/orders/${placed.body.id}`, { claims: ADMIN_CLAIMS });
    expect(detail.body.status).toBe('paid');
    expect(detail.body.allowedStatuses).not.toContain('shipped');
    expect(detail.body.allowedStatuses).not.toContain('delivered');
    const marked = await invoke('POST', `/api/admin/orders/${placed.body.id}/status`, { claims: ADMIN_CLAIMS, body: { status: 'shipped', carrier: 'canada_post', trackingNumber: '7023210039414604' } });
    expect(marked.status).toBe(409);
    expect(marked.body.error).toBe(`Order #${placed.body.id} is gift cards alone: each is emailed to its recipient on its day, and nothing ships`);
    const parcel = await ship(placed.body.id, [{ itemId: 1, quantity: 1 }]);
    expect(parcel.status).toBe(400);
    expect(parcel.body.issues[0].message).toBe('A gift card is emailed to its recipient on its day: it never goes in a parcel');
    expect((await getOrder(placed.body.id))!.status).toBe('paid');
  });

  it('beside a piece: the parcel with the piece completes the order, and counts once "to ship" until then', async () => {
    const ring = await makeProduct({ name: 'Parcel Ring', priceCents: 4600, stockQuantity: 3 });
    const { headers } = await sessionWithCart([{ productId: ring.id, quantity: 1 }]);
    await invoke('POST', '/api/cart', { headers, body: { giftCard: giftCard() } });
    const placed = await invoke('POST', '/api/orders', { headers, body: orderBody('MB') });
    const before = await toShip();
    await pay(headers, placed.body.id);
    expect(await toShip()).toBe(before + 1);
    const tab = await invoke('GET', '/api/admin/orders?status=paid,partially_shipped&balance=settled&limit=50', { claims: ADMIN_CLAIMS });
    expect((tab.body.orders as { id: number }[]).map((o) => o.id)).toContain(placed.body.id);
    const lines = (await invoke('GET', `/api/admin/orders/${placed.body.id}`, { claims: ADMIN_CLAIMS })).body.items as { id: number; productId: number }[];
    const ringLine = lines.find((l) => l.productId === ring.id)!;
    const parcel = await ship(placed.body.id, [{ itemId: ringLine.id, quantity: 1 }]);
    expect(parcel.status).toBe(201);
    expect((await getOrder(placed.body.id))!.status).toBe('shipped');
    expect(await toShip()).toBe(before);
  });
});

describe('spending a gift card', () => {
  it.each(PROVINCES.map((p) => p.code))('%s: a 100-dollar card pays a 68-dollar pendant, its shipping and tax in full, and keeps its exact balance', async (province) => {
    const pendant = await makeProduct({ name: `Pendant ${province}`, priceCents: 6800, stockQuantity: 5 });
    const { code, card } = await storeCredit(10_000);
    const { headers } = await sessionWithCart([{ productId: pendant.id, quantity: 1 }]);
    const res = await invoke('POST', '/api/orders', { headers, body: orderBody(province, { giftCardCode: code.toLowerCase().replace(/(.{4})/g, '$1-') }) });
    expect(res.status).toBe(201);
    const total = decimalStringToCents(res.body.totalAmount);
    expect(total).toBe(6800 + decimalStringToCents(res.body.shipping) + decimalStringToCents(res.body.tax));
    expect(res.body).toMatchObject({ status: 'paid', giftCardAmount: res.body.totalAmount, amountDue: '0.00', giftCardLast4: code.slice(-4) });
    expect((await getGiftCard(card.id))!.balanceCents).toBe(10_000 - total);
    const balance = await invoke('POST', '/api/gift-cards/balance', { body: { code } });
    expect(balance.body).toEqual({ balance: centsToDecimalString(10_000 - total), currency: 'CAD' });
    // Paid with no card payment: nothing to charge, the confirmation and the artisan's alert went out, the cart is empty.
    expect((await invoke('POST', '/api/create-payment-intent', { headers, body: { orderId: res.body.id } })).status).toBe(409);
    expect(await outboxFiles(`order-${res.body.id}-artisan-new`)).toHaveLength(1);
    expect((await invoke('GET', '/api/cart', { headers })).body).toEqual([]);
  });

  it('a card worth less than the order pays its part, and the card payment the rest', async () => {
    const pendant = await makeProduct({ name: 'Pendant part', priceCents: 6800, stockQuantity: 5 });
    const { code, card } = await storeCredit(5000);
    const { headers } = await sessionWithCart([{ productId: pendant.id, quantity: 1 }]);
    const res = await invoke('POST', '/api/orders', { headers, body: orderBody('QC', { giftCardCode: code }) });
    expect(res.body.giftCardAmount).toBe('50.00');
    expect(decimalStringToCents(res.body.amountDue)).toBe(decimalStringToCents(res.body.totalAmount) - 5000);
    expect((await pay(headers, res.body.id)).amount).toBe(res.body.amountDue);
    expect((await getOrder(res.body.id))!.status).toBe('paid');
    expect((await getGiftCard(card.id))!.balanceCents).toBe(0);
  });

  it('an unknown or disabled code is a 400 and no order; an unpaid order gives the card its part back', async () => {
    const pendant = await makeProduct({ name: 'Pendant refused', priceCents: 6800, stockQuantity: 5 });
    const { headers } = await sessionWithCart([{ productId: pendant.id, quantity: 1 }]);
    const unknown = await invoke('POST', '/api/orders', { headers, body: orderBody('MB', { giftCardCode: 'ABCD-EFGH-JKLM-NPQR' }) });
    expect(unknown.status).toBe(400);
    expect(unknown.body.issues[0].path).toBe('giftCardCode');
    const disabled = await storeCredit(5000);
    await disableGiftCard(disabled.card.id, 'A disputed charge', new Date().toISOString());
    const refused = await invoke('POST', '/api/orders', { headers, body: orderBody('MB', { giftCardCode: disabled.code }) });
    expect(refused.status).toBe(400);
    expect(refused.body.issues[0].path).toBe('giftCardCode');
    // Neither created an order: no stock held, the cart as it was, the disabled card untouched.
    expect((await getProduct(pendant.id))!.stockQuantity).toBe(5);
    expect((await invoke('GET', '/api/cart', { headers })).body).toHaveLength(1);
    expect((await getGiftCard(disabled.card.id))!.balanceCents).toBe(5000);
    const { code, card } = await storeCredit(5000);
    const placed = await invoke('POST', '/api/orders', { headers, body: orderBody('MB', { giftCardCode: code }) });
    expect((await getGiftCard(card.id))!.balanceCents).toBe(0);
    await releaseOrderStock(placed.body.id, { reason: 'reservation_expired', to: 'cancelled' });
    expect((await getGiftCard(card.id))!.balanceCents).toBe(5000);
    await releaseOrderStock(placed.body.id, { reason: 'reservation_expired', to: 'cancelled' });
    expect((await getGiftCard(card.id))!.balanceCents).toBe(5000);
  });

  it('20 parallel orders of $30 on one $50 card: one paid in full, one charged the remainder, the rest refused; never below zero', async () => {
    const piece = await makeProduct({ name: 'Thirty', priceCents: 3000, stockQuantity: 40 });
    const { code, card } = await storeCredit(5000);
    const sessions = await Promise.all(Array.from({ length: 20 }, () => sessionWithCart([{ productId: piece.id, quantity: 1 }])));
    const answers = await Promise.all(
      sessions.map((s, n) => invoke('POST', '/api/orders', { headers: s.headers, sourceIp: `10.0.0.${n + 1}`, body: orderBody('MB', { giftCardCode: code }) })),
    );
    const placed = answers.filter((a) => a.status === 201);
    expect(answers.filter((a) => a.status !== 201).every((a) => a.status === 400)).toBe(true);
    const spent = placed.reduce((sum, a) => sum + decimalStringToCents(a.body.giftCardAmount), 0);
    expect(spent).toBe(5000);
    expect(placed.filter((a) => a.body.amountDue === '0.00')).toHaveLength(1);
    expect(placed).toHaveLength(2);
    expect((await getGiftCard(card.id))!.balanceCents).toBe(0);
  });
});

describe('the balance page', () => {
  it('answers a code with or without dashes, 404 for an unknown one, 429 past the guesses of one address', async () => {
    const { code } = await storeCredit(2500);
    const sourceIp = '10.9.9.9';
    expect((await invoke('POST', '/api/gift-cards/balance', { sourceIp, body: { code: ` ${code.toLowerCase()} ` } })).body).toEqual({ balance: '25.00', currency: 'CAD' });
    expect((await invoke('POST', '/api/gift-cards/balance', { sourceIp, body: { code: 'ABCD EFGH JKLM NPQR' } })).status).toBe(404);
    expect((await invoke('POST', '/api/gift-cards/balance', { sourceIp, body: { code: 'short' } })).status).toBe(400);
    let last = 0;
    for (let i = 0; i < 30; i++) last = (await invoke('POST', '/api/gift-cards/balance', { sourceIp, body: { code: 'ABCD EFGH JKLM NPQR' } })).status;
    expect(last).toBe(429);
  });
});

describe('a code is never shown whole', () => {
  it('not in the cart, the order, the giver’s mails, or the table as stored', async () => {
    const headers = sessionHeaders(randomUUID());
    await invoke('POST', '/api/cart', { headers, body: { giftCard: giftCard({ amount: '30' }) } });
    const res = await invoke('POST', '/api/orders', { headers, body: orderBody('MB', { customerEmail: 'giver@example.ca' }) });
    await pay(headers, res.body.id);
    const card = (await listGiftCards()).find((c) => c.orderId === res.body.id)!;
    const code = await openGiftCardCode(card.codeSealed);
    const answers = [res.body, (await invoke('GET', `/api/orders/${res.body.id}`, { headers })).body, card];
    for (const a of answers) expect(JSON.stringify(a)).not.toContain(code);
    for (const file of await outboxFiles(`order-${res.body.id}`)) {
      const mail = await readMail(file);
      expect(mail.text + mail.html).not.toContain(code);
    }
  });
});
