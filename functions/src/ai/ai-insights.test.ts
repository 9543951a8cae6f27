import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  behaviorAnalysisResponseSchema,
  productInsightsResponseSchema,
  shoppingTriggerResponseSchema,
} from '@crystal/shared/schemas/ai';
import { db, tableName } from '../lib/db/client';
import { context, post, seedAiCatalogue } from './ai-requests.factory';

beforeAll(seedAiCatalogue);

describe('POST /api/ai/product-insights', () => {
  const body = (over: Record<string, unknown> = {}) => ({
    productId: 7001,
    userBehavior: { timeViewing: 40, interactions: 3, previousPurchases: 0 },
    timestamp: Date.now(),
    ...over,
  });
  it('returns the section 3 insights, deterministic, from the piece and the behaviour', async () => {
    const a = await post('/api/ai/product-insights', body());
    expect(a.status).toBe(200);
    const insights = productInsightsResponseSchema.parse(a.body);
    expect(insights.chakraAlignment).toEqual(['Third Eye', 'Crown']);
    expect(insights.crystalAlignment).toContain('Clear Quartz');
    const again = await post('/api/ai/product-insights', body({ timestamp: Date.now() + 5 }));
    expect(again.body).toEqual(a.body);
    const engaged = await post(
      '/api/ai/product-insights',
      body({ userBehavior: { timeViewing: 120, interactions: 6, previousPurchases: 2 } }),
    );
    expect(engaged.body.purchaseIntent).toBeGreaterThan(a.body.purchaseIntent);
  });
  it('404s an unknown or inactive product and 400s bad behaviour numbers', async () => {
    expect((await post('/api/ai/product-insights', body({ productId: 999_999 }))).status).toBe(404);
    expect((await post('/api/ai/product-insights', body({ productId: 7004 }))).status).toBe(404);
    expect(
      (
        await post(
          '/api/ai/product-insights',
          body({ userBehavior: { timeViewing: -1, interactions: 0, previousPurchases: 0 } }),
        )
      ).status,
    ).toBe(400);
  });
});

describe('POST /api/ai/contextual', () => {
  it('returns suggestions for the browsing context', async () => {
    const res = await post('/api/ai/contextual', { context: context(), timestamp: Date.now() });
    expect(res.status).toBe(200);
    expect(res.body.suggestions.length).toBeGreaterThan(0);
    expect(res.body.suggestions.join(' ')).toMatch(/Amethyst/);
  });
  it('400s a bad context', async () => {
    expect(
      (await post('/api/ai/contextual', { context: context({ interactionPattern: 'sprinting' }) })).status,
    ).toBe(400);
    expect(
      (
        await post('/api/ai/contextual', {
          context: context({ previousSearches: ['a', 'b', 'c', 'd', 'e', 'f'] }),
        })
      ).status,
    ).toBe(400);
  });
});

describe('POST /api/ai/behavior-analysis', () => {
  const body = (over: Record<string, unknown> = {}) => ({
    productId: 7001,
    context: context(),
    sessionData: { pageViews: 3, scrollDepth: 70, mouseMovements: 120, clickPattern: ['gallery'] },
    ...over,
  });
  it('returns pattern and triggers with only true facts (stock 3 -> urgency; no views -> no social proof)', async () => {
    const res = await post('/api/ai/behavior-analysis', body());
    expect(res.status).toBe(200);
    const out = behaviorAnalysisResponseSchema.parse(res.body);
    expect(out.pattern.type).toBe('browsing');
    expect(out.triggers.find((t) => t.type === 'urgency')?.message).toContain('Only 3 left');
    expect(out.triggers.some((t) => t.type === 'social_proof')).toBe(false);
    expect(out.triggers.some((t) => t.type === 'personalized_offer')).toBe(false);
  });
  it('400s bad session data', async () => {
    expect(
      (
        await post(
          '/api/ai/behavior-analysis',
          body({ sessionData: { pageViews: 1, scrollDepth: 140, mouseMovements: 0, clickPattern: [] } }),
        )
      ).status,
    ).toBe(400);
  });
});

describe('POST /api/ai/shopping-trigger and /api/ai/product-view', () => {
  it('maps a trigger to its flow type and refuses unknown triggers', async () => {
    const ok = await post('/api/ai/shopping-trigger', {
      trigger: 'social_proof',
      productId: 7002,
      userContext: {},
    });
    expect(ok.status).toBe(200);
    expect(shoppingTriggerResponseSchema.parse(ok.body)).toEqual({ flowType: 'social_validation' });
    expect(
      (await post('/api/ai/shopping-trigger', { trigger: 'free_money', productId: 7002, userContext: {} }))
        .status,
    ).toBe(400);
  });
  it('never offers a discount on a sold-out piece', async () => {
    const res = await post('/api/ai/shopping-trigger', {
      trigger: 'personalized_offer',
      productId: 7003,
      userContext: {},
    });
    expect(res.body).toEqual({ flowType: 'offer_unavailable' });
  });
  it('counts a view with 204 and 404s an inactive product', async () => {
    expect((await post('/api/ai/product-view', { productId: 7002 })).status).toBe(204);
    expect((await post('/api/ai/product-view', { productId: 7004 })).status).toBe(404);
  });
  it('counts carts holding a piece from the cart index (gsi1 CART_PRODUCT#id)', async () => {
    for (const sid of [randomUUID(), randomUUID()]) {
      await db.send(
        new PutCommand({
          TableName: tableName,
          Item: {
            pk: `SESSION#${sid}`,
            sk: 'CART#1',
            gsi1pk: 'CART_PRODUCT#7002',
            gsi1sk: sid,
            productId: 7002,
            quantity: 1,
            // Every cart line carries its expiry; a line past it is an abandoned cart and does not count.
            expiresAt: Math.floor(Date.now() / 1000) + 3600,
          },
        }),
      );
    }
    const res = await post('/api/ai/behavior-analysis', {
      productId: 7002,
      context: context({ viewingProduct: 7002 }),
      sessionData: { pageViews: 1, scrollDepth: 0, mouseMovements: 0, clickPattern: [] },
    });
    expect(res.body.triggers.find((t: { type: string }) => t.type === 'social_proof')?.message).toContain(
      "in 2 shoppers' carts",
    );
  });
});
