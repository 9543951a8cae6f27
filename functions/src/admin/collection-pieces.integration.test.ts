import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoke } from '../test/invoke';
import { snapshotTable } from '../test/table-snapshot';
import { makeCategory, makeProduct, makeProductCounter } from '../catalog/product.factory';
import { makeImageRecord } from '../images/image.factory';

const claims = { sub: 'artisan-1', email: 'artisan@example.com', 'cognito:groups': ['admin'] };
const asAdmin = (method: string, path: string, body?: unknown) => invoke(method, path, { claims, body });
const IMAGE_ID = randomUUID();

type Listed = { id: number; name: string; categoryId: number; collectionIds: number[]; category: { slug: string } };
const listing = async (slug: string) => (await invoke('GET', `/api/products?category=${slug}`)).body as Listed[];
const names = async (slug: string) => (await listing(slug)).map((p) => p.name);

/** A refused request: its status, an error, and not one write to the table. */
async function refusedWithoutWrite(method: string, path: string, body: unknown, status: number) {
  const before = await snapshotTable();
  const res = await asAdmin(method, path, body);
  expect(res.status, res.text).toBe(status);
  expect(res.body.error).toBeTruthy();
  expect(await snapshotTable()).toBe(before);
  return res;
}

let lapis: number;
let moonstone: number;
let ring: number;

beforeAll(async () => {
  await makeImageRecord(IMAGE_ID);
  await makeCategory({ id: 1, name: 'Crystal Necklaces', slug: 'crystal-necklaces' });
  await makeCategory({ id: 2, name: 'Holiday Gifts', slug: 'holiday-gifts' });
  await makeCategory({ id: 4, name: 'Rings', slug: 'rings' });
  lapis = (await makeProduct({ id: 6, name: 'Lapis Lazuli Bar Necklace', sku: 'SCJ-LAPIS', categoryId: 1 })).id;
  moonstone = (await makeProduct({ id: 5, name: 'Moonstone Dewdrop Necklace', sku: 'SCJ-MOON', categoryId: 1 })).id;
  ring = (await makeProduct({ id: 20, name: 'Garnet Ember Ring', sku: 'SCJ-GARNET', categoryId: 4 })).id;
  await makeProductCounter(20);
});

describe('a piece in many collections', () => {
  it('a piece put into Holiday Gifts lists in both collections; its breadcrumb and menu place stay its main one', async () => {
    const res = await asAdmin('PUT', '/api/admin/categories/2/pieces', { productIds: [ring, lapis] });
    expect(res.status, res.text).toBe(200);
    expect(res.body.pieceOrder).toEqual([ring, lapis]);

    // Both collections list the necklace; the gifts list in her order.
    expect(await names('crystal-necklaces')).toContain('Lapis Lazuli Bar Necklace');
    expect(await names('holiday-gifts')).toEqual(['Garnet Ember Ring', 'Lapis Lazuli Bar Necklace']);

    // Its main collection is unchanged: the embedded category (the breadcrumb) and categoryId are Crystal Necklaces.
    const page = await invoke('GET', `/api/products/${lapis}`);
    expect(page.body).toMatchObject({ categoryId: 1, collectionIds: [1, 2], category: { slug: 'crystal-necklaces' } });
    const inGifts = (await listing('holiday-gifts')).find((p) => p.id === lapis)!;
    expect(inGifts.category.slug).toBe('crystal-necklaces');

    const admin = await asAdmin('GET', `/api/admin/products/${lapis}`);
    expect(admin.body).toMatchObject({ categoryId: 1, collectionIds: [1, 2] });
  });

  it('reorders the collection and drops a piece: it loses the extra collection, never its main one', async () => {
    const res = await asAdmin('PUT', '/api/admin/categories/2/pieces', { productIds: [lapis] });
    expect(res.status, res.text).toBe(200);
    expect(await names('holiday-gifts')).toEqual(['Lapis Lazuli Bar Necklace']);
    expect((await asAdmin('GET', `/api/admin/products/${ring}`)).body.collectionIds).toEqual([4]);

    // Leaving out pieces whose main collection it is keeps them in it, after her placed ones.
    const necklaces = await asAdmin('PUT', '/api/admin/categories/1/pieces', { productIds: [moonstone] });
    expect(necklaces.status, necklaces.text).toBe(200);
    expect(await names('crystal-necklaces')).toEqual(['Moonstone Dewdrop Necklace', 'Lapis Lazuli Bar Necklace']);
  });

  it('the product editor sets collectionIds (main added, kept when omitted); unknown or repeated ids are a 400 without a write', async () => {
    const current = (await asAdmin('GET', `/api/admin/products/${moonstone}`)).body;
    const body = {
      name: current.name,
      description: current.description,
      price: current.price,
      categoryId: 1,
      weight: current.weight,
      sku: current.sku,
      stockQuantity: current.stockQuantity,
      images: [{ id: IMAGE_ID, alt: 'Moonstone necklace' }],
    };
    const saved = await asAdmin('PUT', `/api/admin/products/${moonstone}`, { ...body, collectionIds: [2] });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.collectionIds).toEqual([1, 2]);
    const kept = await asAdmin('PUT', `/api/admin/products/${moonstone}`, body);
    expect(kept.body.collectionIds).toEqual([1, 2]);
    expect(await names('holiday-gifts')).toContain('Moonstone Dewdrop Necklace');

    const unknown = await refusedWithoutWrite('PUT', `/api/admin/products/${moonstone}`, { ...body, collectionIds: [1, 99] }, 400);
    expect(unknown.body.issues[0].path).toBe('collectionIds');
    await refusedWithoutWrite('PUT', `/api/admin/products/${moonstone}`, { ...body, collectionIds: [2, 2] }, 400);
  });

  it('refuses unknown pieces, repeated ids and more than 200 pieces with 400, and an unknown collection with 404', async () => {
    await refusedWithoutWrite('PUT', '/api/admin/categories/2/pieces', { productIds: [lapis, 999] }, 400);
    await refusedWithoutWrite('PUT', '/api/admin/categories/2/pieces', { productIds: [lapis, lapis] }, 400);
    await refusedWithoutWrite('PUT', '/api/admin/categories/2/pieces', { productIds: Array.from({ length: 201 }, (_, i) => i + 1) }, 400);
    await refusedWithoutWrite('PUT', '/api/admin/categories/2/pieces', { productIds: 'all' }, 400);
    await refusedWithoutWrite('PUT', '/api/admin/categories/77/pieces', { productIds: [] }, 404);
  });

  it('deletes a collection that holds pieces only as extras (they lose it); a main collection still cannot be', async () => {
    await refusedWithoutWrite('DELETE', '/api/admin/categories/1', undefined, 409);
    // A collection saved into a moment ago is refused for a moment (its pieces are read as the index follows the table).
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const res = await asAdmin('DELETE', '/api/admin/categories/2');
    expect(res.status, res.text).toBe(204);
    expect((await asAdmin('GET', `/api/admin/products/${lapis}`)).body.collectionIds).toEqual([1]);
    expect((await asAdmin('GET', `/api/admin/products/${moonstone}`)).body.collectionIds).toEqual([1]);
    expect(await names('crystal-necklaces')).toContain('Lapis Lazuli Bar Necklace');
  });
});
