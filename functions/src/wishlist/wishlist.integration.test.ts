import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { productSchema } from '@crystal/shared/schemas/product';
import { db, tableName } from '../lib/db/client';
import { invoke, sessionHeaders } from '../test/invoke';
import { recordCommands } from '../test/count-commands';
import { makeCategory, makeProduct } from '../catalog/product.factory';

const commands = recordCommands();

beforeAll(async () => {
  await makeCategory({ id: 1, name: 'Crystal Necklaces', slug: 'crystal-necklaces' });
  await makeProduct({ id: 1, name: 'Amethyst Point Pendant', priceCents: 6800, categoryId: 1 });
  await makeProduct({ id: 2, name: 'Rose Quartz Heart', priceCents: 5400, categoryId: 1 });
  await makeProduct({ id: 3, name: 'Retired Piece', categoryId: 1, isActive: false });
});

const ids = (body: { id: number }[]) => body.map((p) => p.id);

async function storedEntries(sessionId: string) {
  const out = await db.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
      ExpressionAttributeValues: { ':pk': `SESSION#${sessionId}`, ':sk': 'WISH#' },
    }),
  );
  return out.Items ?? [];
}

describe('wishlist API', () => {
  it('saves a piece for the session and lists it as a product; saving twice keeps one record', async () => {
    const sid = randomUUID();
    const headers = sessionHeaders(sid);
    expect((await invoke('GET', '/api/wishlist', { headers })).body).toEqual([]);

    const first = await invoke('POST', '/api/wishlist', { headers, body: { productId: 2 } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ id: 2, name: 'Rose Quartz Heart', price: '54.00' });
    const again = await invoke('POST', '/api/wishlist', { headers, body: { productId: 2 } });
    expect(again.status).toBe(200);
    expect(await storedEntries(sid)).toHaveLength(1);

    await invoke('POST', '/api/wishlist', { headers, body: { productId: 1 } });
    const list = await invoke('GET', '/api/wishlist', { headers });
    expect(list.status).toBe(200);
    expect(ids(list.body).sort()).toEqual([1, 2]);
    for (const p of list.body) expect(productSchema.safeParse(p).success).toBe(true);
  });

  it('reads the list with one Query and one BatchGetItem on a warm Lambda (categories are cached)', async () => {
    const headers = sessionHeaders(randomUUID());
    await invoke('POST', '/api/wishlist', { headers, body: { productId: 1 } });
    await invoke('POST', '/api/wishlist', { headers, body: { productId: 2 } });
    await invoke('GET', '/api/wishlist', { headers }); // warms the categories cache, as any earlier request would
    commands.reset();
    const res = await invoke('GET', '/api/wishlist', { headers });
    expect(res.body).toHaveLength(2);
    expect(commands.names().sort()).toEqual(['BatchGetItemCommand', 'QueryCommand']);
    expect(commands.names()).not.toContain('ScanCommand');
  });

  it('removes a piece; removing one that is not saved is harmless', async () => {
    const sid = randomUUID();
    const headers = sessionHeaders(sid);
    await invoke('POST', '/api/wishlist', { headers, body: { productId: 1 } });
    const del = await invoke('DELETE', '/api/wishlist/1', { headers });
    expect(del.status).toBe(204);
    expect((await invoke('GET', '/api/wishlist', { headers })).body).toEqual([]);
    expect((await invoke('DELETE', '/api/wishlist/2', { headers })).status).toBe(204);
    expect(await storedEntries(sid)).toHaveLength(0);
  });

  it("never shows or changes another session's saved pieces", async () => {
    const alice = sessionHeaders(randomUUID());
    const bob = sessionHeaders(randomUUID());
    await invoke('POST', '/api/wishlist', { headers: alice, body: { productId: 1 } });
    expect((await invoke('GET', '/api/wishlist', { headers: bob })).body).toEqual([]);
    await invoke('DELETE', '/api/wishlist/1', { headers: bob });
    expect(ids((await invoke('GET', '/api/wishlist', { headers: alice })).body)).toEqual([1]);
  });

  it('404 for an unknown or retired product, nothing stored', async () => {
    const sid = randomUUID();
    const headers = sessionHeaders(sid);
    const unknown = await invoke('POST', '/api/wishlist', { headers, body: { productId: 999 } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: 'Product not found' });
    expect((await invoke('POST', '/api/wishlist', { headers, body: { productId: 3 } })).status).toBe(404);
    expect(await storedEntries(sid)).toHaveLength(0);
  });

  it('400 JSON for bad ids, bad bodies and a missing or malformed session, nothing stored', async () => {
    const sid = randomUUID();
    const headers = sessionHeaders(sid);
    for (const body of [{}, { productId: 'abc' }, { productId: -1 }, { productId: 1.5 }, { productId: 1, extra: true }]) {
      const res = await invoke('POST', '/api/wishlist', { headers, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(typeof res.body.error).toBe('string');
    }
    for (const path of ['/api/wishlist/abc', '/api/wishlist/0', '/api/wishlist/1.5']) {
      expect((await invoke('DELETE', path, { headers })).status, path).toBe(400);
    }
    expect((await invoke('GET', '/api/wishlist')).status).toBe(400);
    expect((await invoke('GET', '/api/wishlist', { headers: sessionHeaders('not-a-uuid') })).status).toBe(400);
    expect((await invoke('POST', '/api/wishlist', { headers: sessionHeaders('x'), body: { productId: 1 } })).status).toBe(400);
    expect(await storedEntries(sid)).toHaveLength(0);
  });
});
