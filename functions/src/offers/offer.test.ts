import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { OFFER } from '@crystal/shared/constants/ai';
import { makeProduct } from '../catalog/product.factory';
import { invoke, sessionHeaders } from '../test/invoke';
import { orderBody } from '../test/route-examples';
import { consumeOffer, getOffer, issueOffer } from './offer-repository';
import { offerDiscountCents } from '@crystal/shared/money/price-reductions';
import { activeOfferDiscount } from '../discounts';
import { recordSessionView } from './session-activity';

let clients = 0;
/** A session the server saw view the piece a minute ago, from an address of its own. */
const claim = async (sid: string, productId: number, extra: Record<string, unknown> = {}) => {
  await recordSessionView(sid, productId, Date.now() - 60_000);
  return invoke('POST', '/api/ai/shopping-trigger', {
    headers: sessionHeaders(sid),
    sourceIp: `192.0.2.${++clients}`,
    body: {
      trigger: 'personalized_offer',
      productId,
      userContext: { interactionPattern: 'deciding' },
      ...extra,
    },
  });
};
const lines = (productId: number, lineTotalCents: number) => [{ productId, lineTotalCents }];

describe('the personalised offer is a real, session-bound discount', () => {
  it('is issued once per session by the shopping trigger and priced by the server', async () => {
    const product = await makeProduct({ stockQuantity: 5 });
    const sid = randomUUID();
    expect((await claim(sid, product.id)).body).toEqual({ flowType: 'offer_applied' });
    const first = await getOffer(sid);
    expect(first?.percentOff).toBe(OFFER.percentOff);
    expect(first!.validUntil - first!.issuedAt).toBe(20 * 60_000);
    // Claiming again neither re-issues nor extends it.
    expect((await claim(sid, product.id)).body).toEqual({ flowType: 'offer_applied' });
    expect((await getOffer(sid))?.validUntil).toBe(first!.validUntil);
    expect(await activeOfferDiscount(sid, lines(product.id, 10_000))).toMatchObject({ discountCents: 1500 });
    // Only the piece it was offered on is discounted.
    expect((await activeOfferDiscount(sid, [...lines(product.id, 1000), ...lines(product.id + 1, 9000)])).discountCents).toBe(150);
  });

  it('is applied to one order only', async () => {
    const sid = randomUUID();
    await issueOffer(sid, 1);
    expect(await consumeOffer(sid, 101)).toBe(true);
    expect(await consumeOffer(sid, 102)).toBe(false);
    expect((await activeOfferDiscount(sid, lines(1, 10_000))).discountCents).toBe(0);
    const product = await makeProduct();
    expect((await claim(sid, product.id)).body).toEqual({ flowType: 'offer_unavailable' });
  });

  it('expires 20 minutes after it was issued', async () => {
    const sid = randomUUID();
    const issuedAt = Date.parse('2026-11-22T11:00:00Z');
    await issueOffer(sid, 1, issuedAt);
    expect((await activeOfferDiscount(sid, lines(1, 5000), issuedAt + 19 * 60_000 + 59_000)).discountCents).toBe(750);
    expect((await activeOfferDiscount(sid, lines(1, 5000), issuedAt + 20 * 60_000)).discountCents).toBe(0);
    expect(await consumeOffer(sid, 7, issuedAt + 20 * 60_000 + 1)).toBe(false);
    // An expired offer is not issued again for the same session.
    expect((await issueOffer(sid, 1, issuedAt + 30 * 60_000)).issued).toBe(false);
  });

  it('cannot be forged: no client-sent amount is accepted and another session has no discount', async () => {
    const product = await makeProduct();
    const sid = randomUUID();
    const forged = await claim(sid, product.id, { discountCents: 99_999 });
    expect(forged.status).toBe(400);
    const forgedCtx = await invoke('POST', '/api/ai/shopping-trigger', {
      headers: sessionHeaders(sid),
      body: { trigger: 'personalized_offer', productId: product.id, userContext: { percentOff: 90 } },
    });
    expect(forgedCtx.status).toBe(400);
    expect(await getOffer(sid)).toBeUndefined();
    await claim(sid, product.id);
    expect((await activeOfferDiscount(randomUUID(), lines(product.id, 10_000))).discountCents).toBe(0);
    expect(await consumeOffer(randomUUID(), 5)).toBe(false);
  });

  it('rounds the discount to whole cents', () => {
    expect(offerDiscountCents(3333, 15)).toBe(500);
    expect(offerDiscountCents(0, 15)).toBe(0);
  });
});

describe('the order total applies the offer on the server', () => {
  const order = (sid: string, extra: Record<string, unknown> = {}) =>
    invoke('POST', '/api/orders', { headers: sessionHeaders(sid), body: { ...orderBody, ...extra } });
  const addToCart = (sid: string, productId: number) =>
    invoke('POST', '/api/cart', { headers: sessionHeaders(sid), body: { productId, quantity: 2 } });

  it('takes 15% off the first order of the session only, and ignores a discount sent by the client', async () => {
    const product = await makeProduct({ priceCents: 5000, stockQuantity: 10 });
    const sid = randomUUID();
    expect((await addToCart(sid, product.id)).status).toBeLessThan(300);
    expect((await claim(sid, product.id)).body).toEqual({ flowType: 'offer_applied' });
    const first = await order(sid);
    expect(first.status).toBe(201);
    expect(first.body.subtotal).toBe('100.00');
    expect(first.body.discount).toBe('15.00');
    expect((await getOffer(sid))?.orderId).toBe(first.body.id);

    await addToCart(sid, product.id);
    const second = await order(sid);
    expect(second.body.discount).toBe('0.00');

    const other = randomUUID();
    await addToCart(other, product.id);
    expect((await order(other, { discountCents: 5000 })).status).toBe(400);
    expect((await order(other)).body.discount).toBe('0.00');
  });
});

describe('GET /api/ai/offer', () => {
  it('shows the session its own active offer only', async () => {
    const product = await makeProduct();
    const sid = randomUUID();
    expect((await invoke('GET', '/api/ai/offer', { headers: sessionHeaders(sid) })).body).toEqual({
      offer: null,
    });
    await claim(sid, product.id);
    const mine = await invoke('GET', '/api/ai/offer', { headers: sessionHeaders(sid) });
    expect(mine.body.offer).toMatchObject({ percentOff: 15, productId: product.id });
    expect(Date.parse(mine.body.offer.validUntil) - Date.now()).toBeLessThanOrEqual(20 * 60_000);
    expect((await invoke('GET', '/api/ai/offer', { headers: sessionHeaders(randomUUID()) })).body).toEqual({
      offer: null,
    });
  });
});
