/**
 * Gift cards in the artisan's figures (issue 49): a card counts in the sales when it is spent, not when it
 * is sold, and the overview shows both; the liability (what is still owed) after every step; the cards as
 * a CSV with the total still owed and never a whole code; disabling with her reason, logged. Manitoba
 * (GST 5%, RST 7%), free shipping, each figure written out.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '../catalog/product.factory';
import { orderBody, sessionWithCart } from '../orders/checkout.factory';
import { listAudit } from '../audit-log';
import { getGiftCard, listGiftCards, openGiftCardCode } from '../gift-cards';
import { invoke, sessionHeaders } from '../test/invoke';
import { ADMIN_CLAIMS } from '../test/route-examples';

const admin = (method: string, path: string, body?: unknown) => invoke(method, path, { claims: ADMIN_CLAIMS, ...(body === undefined ? {} : { body }) });

async function today() {
  const res = await admin('GET', '/api/admin/overview');
  expect(res.status, res.text).toBe(200);
  const { orders, goods, shipping, tax, revenue, refunded, giftCardsSold, giftCardsSpent } = res.body.today;
  return { orders, goods, shipping, tax, revenue, refunded, giftCardsSold, giftCardsSpent, liability: res.body.giftCardLiability as string };
}

async function pay(headers: Record<string, string>, orderId: number) {
  const intent = await invoke('POST', '/api/create-payment-intent', { headers, body: { orderId } });
  expect(intent.status, intent.text).toBe(200);
  const paid = await invoke('POST', '/api/sandbox/confirm', { headers, body: { orderId, clientSecret: intent.body.clientSecret, cardNumber: '4242 4242 4242 4242' } });
  expect(paid.status, paid.text).toBe(200);
  return intent.body.amount as string;
}

async function spend(priceCents: number, code: string) {
  const piece = await makeProduct({ name: `Piece ${priceCents}`, priceCents, stockQuantity: 3 });
  const { headers } = await sessionWithCart([{ productId: piece.id, quantity: 1 }]);
  const res = await invoke('POST', '/api/orders', { headers, body: orderBody('MB', { giftCardCode: code }) });
  expect(res.status, res.text).toBe(201);
  return { order: res.body, headers };
}

describe('gift cards in the figures', () => {
  it('counts a card when it is spent, not when it is sold; the liability is what is still owed after each step', async () => {
    const zero = { goods: '0.00', shipping: '0.00', tax: '0.00', revenue: '0.00', refunded: '0.00' };
    // Sold: a $50 card alone is $50 owed, not a sale.
    const headers = sessionHeaders(randomUUID());
    await invoke('POST', '/api/cart', { headers, body: { giftCard: { amount: '50', recipientName: 'Maude', recipientEmail: 'maude@example.ca' } } });
    const bought = await invoke('POST', '/api/orders', { headers, body: orderBody('MB') });
    expect(await pay(headers, bought.body.id)).toBe('50.00');
    expect(await today()).toEqual({ orders: 1, ...zero, giftCardsSold: '50.00', giftCardsSpent: '0.00', liability: '50.00' });
    const card = (await listGiftCards()).find((c) => c.orderId === bought.body.id)!;
    const code = await openGiftCardCode(card.codeSealed);

    // Spent in part: $30.13 + GST 1.51 + RST 2.11 = $33.75, all on the card: a sale of $30.13 before tax.
    const first = await spend(3013, code);
    expect(first.order).toMatchObject({ totalAmount: '33.75', giftCardAmount: '33.75', amountDue: '0.00', status: 'paid' });
    expect(await today()).toEqual({ orders: 2, goods: '30.13', shipping: '0.00', tax: '3.62', revenue: '30.13', refunded: '0.00', giftCardsSold: '50.00', giftCardsSpent: '33.75', liability: '16.25' });

    // The rest on a $68 pendant: $68.00 + GST 3.40 + RST 4.76 = $76.16, $16.25 by the card and $59.91 by card payment.
    const second = await spend(6800, code);
    expect(second.order).toMatchObject({ totalAmount: '76.16', giftCardAmount: '16.25', amountDue: '59.91' });
    expect(await pay(second.headers, second.order.id)).toBe('59.91');
    expect(await today()).toEqual({ orders: 3, goods: '98.13', shipping: '0.00', tax: '11.78', revenue: '98.13', refunded: '0.00', giftCardsSold: '50.00', giftCardsSpent: '50.00', liability: '0.00' });

    // The pendant refunded in full: its $16.25 back on the card first, $59.91 to the card payment. A refunded
    // order leaves the sales, and the card's part of it is no longer spent.
    const line = second.order.items[0].id as number;
    const refund = await admin('POST', `/api/admin/orders/${second.order.id}/refunds`, { items: [{ itemId: line, quantity: 1, restock: true }], requestId: randomUUID() });
    expect(refund.status, refund.text).toBe(201);
    expect((await getGiftCard(card.id))!.balanceCents).toBe(1625);
    expect(await today()).toEqual({ orders: 2, goods: '30.13', shipping: '0.00', tax: '3.62', revenue: '30.13', refunded: '0.00', giftCardsSold: '50.00', giftCardsSpent: '33.75', liability: '16.25' });
  });

  it('a gift card bought and refunded before it is spent is neither sold nor owed', async () => {
    const before = await today();
    const headers = sessionHeaders(randomUUID());
    await invoke('POST', '/api/cart', { headers, body: { giftCard: { amount: '40', recipientName: 'Léa', recipientEmail: 'lea@example.ca' } } });
    const bought = await invoke('POST', '/api/orders', { headers, body: orderBody('ON') });
    await pay(headers, bought.body.id);
    const plus40 = (v: string) => (Number(v) + 40).toFixed(2);
    expect(await today()).toEqual({ ...before, orders: before.orders + 1, giftCardsSold: plus40(before.giftCardsSold), liability: plus40(before.liability) });
    const line = bought.body.items[0].id as number;
    expect((await admin('POST', `/api/admin/orders/${bought.body.id}/refunds`, { items: [{ itemId: line, quantity: 1, restock: false }], requestId: randomUUID() })).status).toBe(201);
    expect(await today()).toEqual(before);
    expect((await listGiftCards()).find((c) => c.orderId === bought.body.id)!.status).toBe('disabled');
  });

  it('downloads the cards as a CSV with the total still owed, never a whole code; disabling takes her reason and logs it', async () => {
    const headers = sessionHeaders(randomUUID());
    await invoke('POST', '/api/cart', { headers, body: { giftCard: { amount: '25', recipientName: 'Ada, "the giver"', recipientEmail: 'ada@example.ca' } } });
    const bought = await invoke('POST', '/api/orders', { headers, body: orderBody('MB') });
    await pay(headers, bought.body.id);
    const credit = await admin('POST', '/api/admin/gift-cards', { amount: '60', recipientName: 'Grace', recipientEmail: 'grace@example.ca', reason: 'A late parcel' });
    const sold = (await listGiftCards()).find((c) => c.orderId === bought.body.id)!;
    const codes = await Promise.all((await listGiftCards()).map((c) => openGiftCardCode(c.codeSealed)));

    const disabled = await admin('POST', `/api/admin/gift-cards/${credit.body.id}/disable`, { reason: 'Paid with a disputed charge' });
    expect(disabled.status, disabled.text).toBe(200);
    expect(disabled.body).toMatchObject({ status: 'disabled', reason: 'A late parcel', disabledReason: 'Paid with a disputed charge' });
    const audit = await listAudit(new Date().toISOString().slice(0, 7));
    expect(audit.find((a) => a.action === 'giftCard.disable')).toMatchObject({ detail: 'balance 60.00: Paid with a disputed charge' });
    expect((await admin('POST', `/api/admin/gift-cards/${sold.id}/disable`, { reason: 'x'.repeat(201) })).status).toBe(400);
    expect((await admin('POST', `/api/admin/gift-cards/${sold.id}/disable`, { why: 'unknown field' })).status).toBe(400);

    const csv = await admin('GET', '/api/admin/gift-cards/export');
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="gift-cards-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = csv.text.trim().split('\r\n');
    expect(rows[0]).toBe('code_last4,recipient_name,recipient_email,issued_at,amount,balance,deliver_on,delivered_at,last_used_at,status');
    // Newest first: the store credit (disabled, so not owed), then the card sold; the total owed is the enabled balances.
    expect(rows[1]).toMatch(new RegExp(`^${credit.body.last4},Grace,grace@example.ca,[^,]+,60.00,60.00,\\d{4}-\\d{2}-\\d{2},[^,]+,,disabled$`));
    expect(rows[2]).toMatch(new RegExp(`^${sold.last4},"Ada, ""the giver""",ada@example.ca,[^,]+,25.00,25.00,${sold.deliverOn},[^,]*,,active$`));
    // One row per card (the tests above left theirs), then the total owed: the enabled cards' balances.
    const cards = await listGiftCards();
    expect(rows).toHaveLength(cards.length + 2);
    const owed = (cards.filter((c) => c.status === 'active').reduce((sum, c) => sum + c.balanceCents, 0) / 100).toFixed(2);
    expect(rows.at(-1)).toBe(`Total still owed,,,,,${owed},,,,`);
    expect((await admin('GET', '/api/admin/gift-cards')).body.liability).toBe(owed);
    for (const code of codes) expect(csv.text).not.toContain(code);
    expect((await listAudit(new Date().toISOString().slice(0, 7))).some((a) => a.action === 'giftCard.export')).toBe(true);
  });
});
