/**
 * Offers the server decides: asking is not enough. An offer needs the server's own record of the
 * session (it viewed the piece, and has been on the shop a while by the server's clock) and a client
 * address that has not had its offer today. It discounts only the piece it was offered on.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeProduct } from '../catalog/product.factory';
import { invoke, sessionHeaders } from '../test/invoke';
import { orderBody } from '../test/route-examples';
import { getOffer } from './offer-repository';
import { MIN_SECONDS_ON_SHOP } from './decide-offer';

let addresses = 0;
const newAddress = () => `198.18.${Math.floor(Math.random() * 200)}.${++addresses}`;

const as = (sid: string, ip: string) => ({ headers: sessionHeaders(sid), sourceIp: ip });
const trigger = (sid: string, ip: string, productId: number) =>
  invoke('POST', '/api/ai/shopping-trigger', { ...as(sid, ip), body: { trigger: 'personalized_offer', productId, userContext: { interactionPattern: 'deciding', timeOnPage: 300, cartItems: 1 } } });
const view = (sid: string, ip: string, productId: number) => invoke('POST', '/api/ai/product-view', { ...as(sid, ip), body: { productId } });
const analyse = (sid: string, ip: string, productId: number) =>
  invoke('POST', '/api/ai/behavior-analysis', {
    ...as(sid, ip),
    body: {
      productId,
      context: { currentPage: `/product/${productId}`, cartItems: 1, timeOnPage: 130, previousSearches: [], interactionPattern: 'deciding', crystalPreferences: [], lastInteraction: 'scroll', viewingProduct: productId },
      sessionData: { pageViews: 2, scrollDepth: 70, mouseMovements: 40, clickPattern: [] },
    },
  });
const addToCart = (sid: string, ip: string, productId: number, quantity = 1) => invoke('POST', '/api/cart', { ...as(sid, ip), body: { productId, quantity } });
const order = (sid: string, ip: string) => invoke('POST', '/api/orders', { ...as(sid, ip), body: orderBody });
const offersIn = (res: Awaited<ReturnType<typeof analyse>>) =>
  (res.body.triggers as { type: string }[]).filter((t) => t.type === 'personalized_offer');

/** Moves the server's clock (Date only: the database client keeps its real timers). */
function later(seconds: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + seconds * 1000);
}
afterEach(() => {
  vi.useRealTimers();
});

describe('offers the server decides', () => {
  it('3 fresh sessions that ask for the offer get none, and their orders have discount 0', async () => {
    const product = await makeProduct({ priceCents: 4000, stockQuantity: 20 });
    const ip = newAddress();
    for (let i = 0; i < 3; i++) {
      const sid = randomUUID();
      await addToCart(sid, ip, product.id);
      expect((await trigger(sid, ip, product.id)).body).toEqual({ flowType: 'offer_unavailable' });
      expect(await getOffer(sid)).toBeUndefined();
      const placed = await order(sid, ip);
      expect(placed.status).toBe(201);
      expect(placed.body.discount).toBe('0.00');
    }
  });

  it('a session that viewed the piece only moments ago is not offered it yet', async () => {
    const product = await makeProduct({ stockQuantity: 20 });
    const ip = newAddress();
    const sid = randomUUID();
    await view(sid, ip, product.id);
    expect(offersIn(await analyse(sid, ip, product.id))).toEqual([]);
    expect((await trigger(sid, ip, product.id)).body).toEqual({ flowType: 'offer_unavailable' });
  });

  it('the real nudge flow: view, time on the shop, the nudge, the claim, and 15% off that piece only at checkout', async () => {
    const offered = await makeProduct({ priceCents: 5000, stockQuantity: 20 });
    const other = await makeProduct({ priceCents: 3000, stockQuantity: 20 });
    const ip = newAddress();
    const sid = randomUUID();
    await addToCart(sid, ip, offered.id, 2);
    await addToCart(sid, ip, other.id, 1);
    await view(sid, ip, offered.id);
    later(MIN_SECONDS_ON_SHOP + 5);
    expect(offersIn(await analyse(sid, ip, offered.id))).toHaveLength(1);
    expect((await trigger(sid, ip, offered.id)).body).toEqual({ flowType: 'offer_applied' });
    later(19 * 60); // still honoured 19 minutes later
    const placed = await order(sid, ip);
    expect(placed.status).toBe(201);
    expect(placed.body.subtotal).toBe('130.00');
    expect(placed.body.discount).toBe('15.00'); // 15% of the 2 x 50.00 offered, none of the 30.00 piece
  });

  it('one offer per client address a day: rotating sessions from the address get none, another address can', async () => {
    const product = await makeProduct({ stockQuantity: 20 });
    const ip = newAddress();
    const sessions = [randomUUID(), randomUUID(), randomUUID()];
    for (const sid of sessions) await view(sid, ip, product.id);
    const elsewhere = randomUUID();
    const otherIp = newAddress();
    await view(elsewhere, otherIp, product.id);
    later(MIN_SECONDS_ON_SHOP + 1);
    expect((await trigger(sessions[0]!, ip, product.id)).body).toEqual({ flowType: 'offer_applied' });
    for (const sid of sessions.slice(1)) {
      expect(offersIn(await analyse(sid, ip, product.id))).toEqual([]);
      expect((await trigger(sid, ip, product.id)).body).toEqual({ flowType: 'offer_unavailable' });
    }
    expect((await trigger(elsewhere, otherIp, product.id)).body).toEqual({ flowType: 'offer_applied' });
  });
});
