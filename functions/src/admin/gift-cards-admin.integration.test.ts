/**
 * Gift cards in /admin (issue 49): the list and what is still owed (always the sum of the enabled cards'
 * balances), a store credit mailed at once, disable (logged), resend, a corrected recipient before
 * delivery only. No answer here ever holds a whole code.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { centsToDecimalString, decimalStringToCents } from '@crystal/shared/money';
import { shopToday } from '@crystal/shared/shop-date';
import { addDays } from '@crystal/shared/schemas/gift-card';
import { invoke, sessionHeaders } from '../test/invoke';
import { outboxFiles, readMail } from '../test/outbox';
import { makeProduct } from '../catalog/product.factory';
import { orderBody, sessionWithCart } from '../orders/checkout.factory';
import { listAudit } from '../audit-log';
import { getGiftCard, issueGiftCard, listGiftCards, openGiftCardCode } from '../gift-cards';
import { handler as deliveryJob } from '../jobs/gift-card-delivery';

const claims = { sub: 'artisan-1', email: 'artisan@example.com', 'cognito:groups': ['admin'] };
const admin = (method: string, path: string, body?: unknown) => invoke(method, path, { claims, ...(body === undefined ? {} : { body }) });

/** The liability the list and the overview give must be the enabled cards' balances added up. */
async function expectLiabilityIsTheSumOfBalances() {
  const cards = await listGiftCards();
  const sum = centsToDecimalString(cards.filter((c) => c.status === 'active').reduce((s, c) => s + c.balanceCents, 0));
  const list = await admin('GET', '/api/admin/gift-cards');
  expect(list.status).toBe(200);
  expect(list.body.liability).toBe(sum);
  expect(list.body.items.filter((c: { status: string }) => c.status === 'active').reduce((s: number, c: { balance: string }) => s + decimalStringToCents(c.balance), 0)).toBe(decimalStringToCents(sum));
  expect((await admin('GET', '/api/admin/overview')).body.giftCardLiability).toBe(sum);
  return list.body;
}

const later = (days: number) => issueGiftCard({ amountCents: 4000, recipientName: 'Ada', recipientEmail: 'ada@example.ca', deliverOn: addDays(shopToday(), days), language: 'en', giverName: 'Grace' }).then((i) => i!);

describe('gift cards in /admin', () => {
  it('issues a store credit with a reason, mails it at once, and the job sends it no second time', async () => {
    for (const amount of ['0', '5', '501', '49.999', 'abc']) {
      const bad = await admin('POST', '/api/admin/gift-cards', { amount, recipientName: 'Ada', recipientEmail: 'ada@example.ca', reason: 'x' });
      expect(bad.status, amount).toBe(400);
      expect(bad.body.issues[0].path, amount).toBe('amount');
    }
    expect(await listGiftCards()).toEqual([]);
    const res = await admin('POST', '/api/admin/gift-cards', { amount: '25', recipientName: 'Ada', recipientEmail: 'ada@example.ca', reason: 'A late parcel' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ initialAmount: '25.00', balance: '25.00', status: 'active', reason: 'A late parcel', deliverOn: shopToday(), deliveredAt: expect.any(String) });
    const card = (await getGiftCard(res.body.id))!;
    const mail = await readMail(`gift-card-${card.id}-delivery.eml`);
    expect(mail.text.replace(/[\s-]/g, '')).toContain(await openGiftCardCode(card.codeSealed));
    await deliveryJob({ asOf: new Date().toISOString() });
    expect(await outboxFiles(`gift-card-${card.id}-`)).toHaveLength(1);
    expect((await listAudit(new Date().toISOString().slice(0, 7))).some((a) => a.action === 'giftCard.issue')).toBe(true);
    await expectLiabilityIsTheSumOfBalances();
  });

  it('lists every card with its last four only, and the liability equals the sum of balances after a purchase, a spend and a disable', async () => {
    const { card, code } = await later(10);
    let body = await expectLiabilityIsTheSumOfBalances();
    expect(body.items.find((c: { id: number }) => c.id === card.id)).toMatchObject({ last4: code.slice(-4), balance: '40.00', recipientName: 'Ada', deliverOn: addDays(shopToday(), 10) });
    expect(JSON.stringify(body)).not.toContain(code);

    const ring = await makeProduct({ name: 'Admin list ring', priceCents: 1500, stockQuantity: 3 });
    const { headers } = await sessionWithCart([{ productId: ring.id, quantity: 1 }]);
    const spent = await invoke('POST', '/api/orders', { headers, body: orderBody('MB', { giftCardCode: code }) });
    expect(spent.status).toBe(201);
    expect(spent.body.amountDue).toBe('0.00');
    body = await expectLiabilityIsTheSumOfBalances();
    expect(body.items.find((c: { id: number }) => c.id === card.id).lastUsedAt).toEqual(expect.any(String));

    const disabled = await admin('POST', `/api/admin/gift-cards/${card.id}/disable`);
    expect(disabled.status).toBe(200);
    expect(disabled.body).toMatchObject({ status: 'disabled', disabledAt: expect.any(String) });
    expect((await admin('POST', `/api/admin/gift-cards/${card.id}/disable`)).status).toBe(409);
    const audit = await listAudit(new Date().toISOString().slice(0, 7));
    expect(audit.some((a) => a.action === 'giftCard.disable' && a.target.includes(card.last4) && !JSON.stringify(a).includes(code))).toBe(true);
    await expectLiabilityIsTheSumOfBalances();
    // A disabled code pays nothing at checkout.
    const again = await invoke('POST', '/api/orders', { headers: (await sessionWithCart([{ productId: ring.id, quantity: 1 }])).headers, body: orderBody('MB', { giftCardCode: code }) });
    expect(again.status).toBe(400);
  });

  it('corrects the recipient before delivery only, and resends to the corrected address', async () => {
    const { card } = await later(5);
    const fixed = await admin('POST', `/api/admin/gift-cards/${card.id}/recipient`, { recipientEmail: 'ada.l@example.ca' });
    expect(fixed.status).toBe(200);
    expect(fixed.body.recipientEmail).toBe('ada.l@example.ca');
    expect((await admin('POST', `/api/admin/gift-cards/${card.id}/recipient`, {})).status).toBe(400);

    const resent = await admin('POST', `/api/admin/gift-cards/${card.id}/resend`);
    expect(resent.status).toBe(200);
    expect(resent.body.deliveredAt).toEqual(expect.any(String));
    expect((await readMail(`gift-card-${card.id}-delivery.eml`)).headers).toContain('To: ada.l@example.ca');
    expect((await admin('POST', `/api/admin/gift-cards/${card.id}/recipient`, { recipientEmail: 'other@example.ca' })).status).toBe(409);

    expect((await admin('POST', `/api/admin/gift-cards/${card.id}/resend`)).status).toBe(200);
    expect(await outboxFiles(`gift-card-${card.id}-`)).toHaveLength(2);
    expect((await listAudit(new Date().toISOString().slice(0, 7))).filter((a) => a.action === 'giftCard.resend').length).toBeGreaterThanOrEqual(2);
  });

  it('answers 404 for an unknown card, 400 for a bad id, and 401 without sign-in', async () => {
    expect((await admin('POST', '/api/admin/gift-cards/999999/disable')).status).toBe(404);
    expect((await admin('POST', '/api/admin/gift-cards/abc/resend')).status).toBe(400);
    expect((await invoke('GET', '/api/admin/gift-cards', { headers: sessionHeaders(randomUUID()) })).status).toBe(401);
  });
});
