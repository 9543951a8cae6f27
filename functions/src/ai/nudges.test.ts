import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BehaviorAnalysisRequest } from '@crystal/shared/schemas/ai';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { makeProduct } from '../catalog/product.factory';
import { db, tableName } from '../lib/db/client';
import { invoke, sessionHeaders } from '../test/invoke';
import { analyseBehaviour, SOCIAL_PROOF_MIN_VIEWS, type BehaviourFacts } from './behavior-analysis';
import { bumpProductViews, countProductViews } from '../market';

const request = (
  productId: number,
  over: Partial<BehaviorAnalysisRequest['context']> = {},
): BehaviorAnalysisRequest => ({
  productId,
  context: {
    currentPage: `/product/${productId}`,
    cartItems: 0,
    timeOnPage: 30,
    previousSearches: [],
    interactionPattern: 'browsing',
    crystalPreferences: [],
    lastInteraction: 'scroll',
    viewingProduct: productId,
    ...over,
  },
  sessionData: { pageViews: 1, scrollDepth: 10, mouseMovements: 5, clickPattern: [] },
});
const numbersIn = (text: string) => (text.match(/\d+/g) ?? []).map(Number);

describe('nudges are true', () => {
  it('a social-proof nudge only ever states the counts it was given, and none below the threshold', () => {
    fc.assert(
      fc.property(
        fc.nat(50),
        fc.nat(20),
        fc.integer({ min: 0, max: 30 }),
        fc.nat(400),
        (views, carts, stock, time) => {
          const facts: BehaviourFacts = {
            product: { id: 1, name: 'Piece', gemstones: ['Amethyst'], stockQuantity: stock },
            viewsLastHour: views,
            cartsHolding: carts,
            offer: 'none',
            offerMinutesLeft: 0,
          };
          const out = analyseBehaviour(request(1, { timeOnPage: time }), facts);
          const proof = out.triggers.filter((t) => t.type === 'social_proof');
          if (views < SOCIAL_PROOF_MIN_VIEWS && carts < 2) expect(proof).toEqual([]);
          for (const t of proof) for (const n of numbersIn(t.message)) expect([views, carts]).toContain(n);
          const urgency = out.triggers.filter((t) => t.type === 'urgency');
          expect(urgency.length).toBe(stock >= 1 && stock <= 5 ? 1 : 0);
          for (const t of urgency) expect(numbersIn(t.message)).toEqual([stock]);
          if (stock === 0) expect(out.triggers.some((t) => t.type === 'personalized_offer')).toBe(false);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('the API states exactly the views the counters hold for the last hour', async () => {
    const product = await makeProduct({ stockQuantity: 20 });
    const sid = randomUUID();
    const analyse = () =>
      invoke('POST', '/api/ai/behavior-analysis', {
        headers: sessionHeaders(sid),
        body: request(product.id),
      });
    const view = () =>
      invoke('POST', '/api/ai/product-view', {
        headers: sessionHeaders(randomUUID()),
        body: { productId: product.id },
      });

    await view();
    await view();
    let res = await analyse();
    expect(await countProductViews(product.id, 2)).toBe(2);
    expect(res.body.triggers.some((t: { type: string }) => t.type === 'social_proof')).toBe(false);

    for (let i = 0; i < 5; i++) await view();
    res = await analyse();
    const proof = res.body.triggers.find((t: { type: string }) => t.type === 'social_proof');
    expect(proof.message).toBe('This piece was viewed 7 times in the last hour.');
    expect(await countProductViews(product.id, 2)).toBe(7);
  });

  it('views older than the previous hour bucket are not counted', async () => {
    const product = await makeProduct();
    const now = new Date('2026-11-22T11:30:00Z');
    await bumpProductViews(product.id, new Date('2026-11-22T08:10:00Z'));
    await bumpProductViews(product.id, new Date('2026-11-22T10:50:00Z'));
    await bumpProductViews(product.id, new Date('2026-11-22T11:05:00Z'));
    expect(await countProductViews(product.id, 2, now)).toBe(2);
  });

  it('a social-proof nudge counts live carts only: carts past their expiry (TTL not yet run) are abandoned', async () => {
    const product = await makeProduct({ stockQuantity: 20 });
    const sessions = [randomUUID(), randomUUID(), randomUUID()];
    const lines = [];
    for (const sid of sessions)
      lines.push((await invoke('POST', '/api/cart', { headers: sessionHeaders(sid), body: { productId: product.id } })).body.id);
    const cartsMessage = async () => {
      const res = await invoke('POST', '/api/ai/behavior-analysis', { headers: sessionHeaders(randomUUID()), body: request(product.id) });
      return res.body.triggers.find((t: { type: string }) => t.type === 'social_proof')?.message;
    };
    expect(await cartsMessage()).toBe("This piece was in 3 shoppers' carts right now.");

    // Two shoppers left a day ago and their carts expired; DynamoDB's TTL sweep has not removed them yet.
    const past = Math.floor(Date.now() / 1000) - 86_400;
    for (const i of [0, 1])
      await db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: { pk: `SESSION#${sessions[i]}`, sk: `CART#${lines[i]}` },
          UpdateExpression: 'SET expiresAt = :past',
          ExpressionAttributeValues: { ':past': past },
        }),
      );
    expect(await cartsMessage()).toBeUndefined();
  });
});
