/**
 * The AI calls accept every reasonable reading of their open types (partial browsing context, timestamps
 * as epoch ms or ISO strings, cartItems as a count or a list, a behaviour context as a text or an object)
 * and still refuse nonsense with a 400 naming the field.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { behaviorAnalysisResponseSchema, productInsightsResponseSchema } from '@crystal/shared/schemas/ai';
import { makeProduct } from '../catalog/product.factory';
import { invoke, sessionHeaders } from '../test/invoke';

const post = (p: string, body: unknown) => invoke('POST', p, { headers: sessionHeaders(randomUUID()), body });
const sessionData = { pageViews: 2, scrollDepth: 10, mouseMovements: 5, clickPattern: [] };
let productId = 0;

beforeAll(async () => {
  productId = (await makeProduct({ name: 'Amethyst Open Pendant', gemstones: ['Amethyst'], stockQuantity: 4 })).id;
});

describe('open types at the AI endpoints', () => {
  it('contextual: a partial context and an ISO or epoch-ms timestamp', async () => {
    for (const timestamp of [Date.now(), new Date().toISOString(), undefined]) {
      const res = await post('/api/ai/contextual', { context: { viewingProduct: productId }, timestamp });
      expect(res.status, String(timestamp)).toBe(200);
      expect(res.body.suggestions.join(' ')).toMatch(/Amethyst/);
    }
    const empty = await post('/api/ai/contextual', { context: {} });
    expect(empty.status).toBe(200);
  });

  it('contextual: nonsense is still a 400 that names the field', async () => {
    const banana = await post('/api/ai/contextual', { context: {}, timestamp: 'banana' });
    expect(banana.status).toBe(400);
    expect(banana.body.issues).toEqual([{ path: 'timestamp', message: 'timestamp must be epoch milliseconds or an ISO 8601 date-time' }]);
    const negative = await post('/api/ai/contextual', { context: { cartItems: -1 } });
    expect(negative.status).toBe(400);
    expect(negative.body.issues[0].path).toBe('context.cartItems');
    const objectForString = await post('/api/ai/contextual', { context: { currentPage: { path: '/' } } });
    expect(objectForString.status).toBe(400);
    expect(objectForString.body.issues[0].path).toBe('context.currentPage');
  });

  it('product insights: an ISO timestamp is read; a negative one is refused', async () => {
    const userBehavior = { timeViewing: 20, interactions: 2, previousPurchases: 0 };
    const ok = await post('/api/ai/product-insights', { productId, userBehavior, timestamp: '2026-11-24T20:00:00Z' });
    expect(ok.status).toBe(200);
    productInsightsResponseSchema.parse(ok.body);
    const bad = await post('/api/ai/product-insights', { productId, userBehavior, timestamp: -5 });
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0].path).toBe('timestamp');
  });

  it('behaviour analysis: the context as a text, as JSON text, or partial with cartItems as a list', async () => {
    const label = await post('/api/ai/behavior-analysis', { productId, context: 'product_detail_page', sessionData });
    expect(label.status).toBe(200);
    expect(behaviorAnalysisResponseSchema.parse(label.body).pattern.type).toBe('browsing');

    const json = await post('/api/ai/behavior-analysis', { productId, context: JSON.stringify({ timeOnPage: 400 }), sessionData });
    expect(json.status).toBe(200);
    expect(json.body.pattern.type).toBe('leaving');

    const list = await post('/api/ai/behavior-analysis', {
      productId,
      context: { timeOnPage: 150, cartItems: [{ id: 3, quantity: 2 }] },
      sessionData,
    });
    expect(list.status).toBe(200);
    expect(list.body.pattern).toMatchObject({ type: 'deciding' });
    expect(list.body.pattern.motivators).toContain('building an order');
  });

  it('behaviour analysis: a number or a list for context is a 400', async () => {
    for (const context of [42, ['a'], null]) {
      const res = await post('/api/ai/behavior-analysis', { productId, context, sessionData });
      expect(res.status, JSON.stringify(context)).toBe(400);
      expect(res.body.issues[0]).toEqual({ path: 'context', message: 'context must be a browsing context object or a text' });
    }
  });

  it('shopping trigger: userContext.cartItems as a count or a list; a negative count is a 400', async () => {
    for (const cartItems of [2, [{ id: 1 }, { id: 2 }]]) {
      const res = await post('/api/ai/shopping-trigger', { trigger: 'urgency', productId, userContext: { cartItems } });
      expect(res.status).toBe(200);
    }
    const bad = await post('/api/ai/shopping-trigger', { trigger: 'urgency', productId, userContext: { cartItems: -2 } });
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0].path).toBe('userContext.cartItems');
  });
});
