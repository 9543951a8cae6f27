import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { cartItemSchema } from '@crystal/shared/schemas/cart';
import { invoke, sessionHeaders } from '../test/invoke';
import { recordCommands } from '../test/count-commands';
import { makeProduct } from '../catalog/product.factory';
import { db, tableName } from '../lib/db/client';
import { countCartsHolding } from './cart-repository';

const commands = recordCommands();
const newSession = () => sessionHeaders(randomUUID());

describe('cart API', () => {
  it('simultaneous adds of one piece (a double tap, two tabs) make one line holding every addition', async () => {
    const p = await makeProduct({ name: 'Labradorite Cuff', priceCents: 8800, stockQuantity: 20 });
    const headers = newSession();
    const adds = await Promise.all(Array.from({ length: 5 }, () => invoke('POST', '/api/cart', { headers, body: { productId: p.id } })));
    expect(adds.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const cart = await invoke('GET', '/api/cart', { headers });
    expect(cart.body).toHaveLength(1);
    expect(cart.body[0]).toMatchObject({ productId: p.id, quantity: 5 });
  });

  it('adds a piece and gives the section 3 cart item shape; adding it again adds to the same line', async () => {
    const p = await makeProduct({ name: 'Moonstone Drop', priceCents: 5450, stockQuantity: 5 });
    const headers = newSession();
    expect((await invoke('GET', '/api/cart', { headers })).body).toEqual([]);
    const first = await invoke('POST', '/api/cart', { headers, body: { productId: p.id } });
    expect(first.status).toBe(200);
    expect(cartItemSchema.parse(first.body)).toMatchObject({ quantity: 1, product: { name: 'Moonstone Drop', price: '54.50' } });
    const again = await invoke('POST', '/api/cart', { headers, body: { productId: p.id, quantity: 2 } });
    expect(again.body.id).toBe(first.body.id);
    expect(again.body.quantity).toBe(3);
    const cart = await invoke('GET', '/api/cart', { headers });
    expect(cart.body).toHaveLength(1);
    expect(cart.body[0]).toEqual(again.body);
    for (const item of cart.body) expect(cartItemSchema.safeParse(item).success).toBe(true);
  });

  it('refuses more than the stock with a 409 naming the piece, and never changes the line', async () => {
    const p = await makeProduct({ name: 'Lapis Bar Necklace', stockQuantity: 2 });
    const headers = newSession();
    const tooMany = await invoke('POST', '/api/cart', { headers, body: { productId: p.id, quantity: 3 } });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.error).toBe('Sorry, only 2 of "Lapis Bar Necklace" are in stock.');
    const line = await invoke('POST', '/api/cart', { headers, body: { productId: p.id, quantity: 2 } });
    const more = await invoke('POST', '/api/cart', { headers, body: { productId: p.id, quantity: 1 } });
    expect(more.status).toBe(409);
    expect(more.body.error).toContain('you already have 2 in your cart');
    const put = await invoke('PUT', `/api/cart/${line.body.id}`, { headers, body: { quantity: 3 } });
    expect(put.status).toBe(409);
    expect(put.body.error).toContain('"Lapis Bar Necklace"');
    expect((await invoke('GET', '/api/cart', { headers })).body[0].quantity).toBe(2);
    const soldOut = await makeProduct({ name: 'Sold Out Ring', stockQuantity: 0 });
    const none = await invoke('POST', '/api/cart', { headers, body: { productId: soldOut.id } });
    expect(none.status).toBe(409);
    expect(none.body.error).toBe('Sorry, "Sold Out Ring" is out of stock.');
  });

  it('404 for unknown or inactive products; 400 for bad quantities and a missing session', async () => {
    const retired = await makeProduct({ isActive: false });
    const headers = newSession();
    expect((await invoke('POST', '/api/cart', { headers, body: { productId: 999999 } })).status).toBe(404);
    expect((await invoke('POST', '/api/cart', { headers, body: { productId: retired.id } })).body).toEqual({ error: 'Product not found' });
    const p = await makeProduct();
    for (const quantity of [0, -1, 1.5, '2', 1000]) {
      const res = await invoke('POST', '/api/cart', { headers, body: { productId: p.id, quantity } });
      expect(res.status, String(quantity)).toBe(400);
    }
    expect((await invoke('POST', '/api/cart', { headers, body: { productId: p.id, price: 1 } })).status).toBe(400);
    expect((await invoke('GET', '/api/cart')).status).toBe(400);
    expect((await invoke('PUT', '/api/cart/abc', { headers, body: { quantity: 1 } })).status).toBe(400);
  });

  it("another session's item id is invisible (404) and untouched", async () => {
    const p = await makeProduct({ stockQuantity: 9 });
    const owner = newSession();
    const other = newSession();
    const line = await invoke('POST', '/api/cart', { headers: owner, body: { productId: p.id, quantity: 2 } });
    expect((await invoke('PUT', `/api/cart/${line.body.id}`, { headers: other, body: { quantity: 5 } })).status).toBe(404);
    expect((await invoke('DELETE', `/api/cart/${line.body.id}`, { headers: other })).status).toBe(404);
    expect((await invoke('DELETE', '/api/cart', { headers: other })).status).toBe(204);
    expect((await invoke('GET', '/api/cart', { headers: other })).body).toEqual([]);
    const mine = await invoke('GET', '/api/cart', { headers: owner });
    expect(mine.body).toHaveLength(1);
    expect(mine.body[0].quantity).toBe(2);
  });

  it('updates, removes and clears; lines are indexed by product with a 30-day TTL', async () => {
    const a = await makeProduct({ stockQuantity: 4 });
    const b = await makeProduct({ stockQuantity: 4 });
    const sessionId = randomUUID();
    const headers = sessionHeaders(sessionId);
    const la = await invoke('POST', '/api/cart', { headers, body: { productId: a.id } });
    await invoke('POST', '/api/cart', { headers, body: { productId: b.id } });
    const stored = await db.send(new GetCommand({ TableName: tableName, Key: { pk: `SESSION#${sessionId}`, sk: `CART#${la.body.id}` } }));
    expect(stored.Item).toMatchObject({ gsi1pk: `CART_PRODUCT#${a.id}`, gsi1sk: `SESSION#${sessionId}` });
    const days = (stored.Item!.expiresAt - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    expect(await countCartsHolding(a.id)).toBe(1);

    expect((await invoke('PUT', `/api/cart/${la.body.id}`, { headers, body: { quantity: 4 } })).body.quantity).toBe(4);
    expect((await invoke('DELETE', `/api/cart/${la.body.id}`, { headers })).status).toBe(204);
    expect((await invoke('DELETE', `/api/cart/${la.body.id}`, { headers })).status).toBe(404);
    expect((await invoke('GET', '/api/cart', { headers })).body.map((i: { productId: number }) => i.productId)).toEqual([b.id]);
    expect((await invoke('DELETE', '/api/cart', { headers })).status).toBe(204);
    expect((await invoke('GET', '/api/cart', { headers })).body).toEqual([]);
    expect(await countCartsHolding(a.id)).toBe(0);
  });

  it('reads the cart with one Query and one BatchGetItem, never a Scan', async () => {
    const headers = newSession();
    for (let i = 0; i < 3; i++) await invoke('POST', '/api/cart', { headers, body: { productId: (await makeProduct()).id } });
    commands.reset();
    await invoke('GET', '/api/cart', { headers });
    expect(commands.names()).toEqual(['QueryCommand', 'BatchGetItemCommand']);
  });
});
