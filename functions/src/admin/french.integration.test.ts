import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoke, sessionHeaders } from '../test/invoke';
import { makeCategory, makeProduct } from '../catalog/product.factory';
import { makeImageRecord } from '../images/image.factory';

const IMAGE_ID = randomUUID();

const claims = { sub: 'artisan-1', email: 'artisan@example.com', 'cognito:groups': ['admin'] };
const asAdmin = (method: string, path: string, body?: unknown) => invoke(method, path, { claims, body });

const FRENCH = {
  name: 'Bague en pierre de lune',
  description: 'Un anneau fin en argent sterling orné d’une pierre de lune arc-en-ciel.',
  careInstructions: 'Essuyez-la avec un chiffon doux.',
};

let categoryId: number;
let pieceId: number;

beforeAll(async () => {
  await makeImageRecord(IMAGE_ID);
  categoryId = (await makeCategory({ name: 'Crystal Rings', slug: `rings-${randomUUID().slice(0, 6)}` })).id;
  pieceId = (await makeProduct({ name: 'Moonstone Halo Ring', categoryId, gemstones: ['Rainbow Moonstone'], materials: ['Sterling Silver'], description: 'A rainbow moonstone on a sterling silver band. Sizes 4 to 10.', careInstructions: 'Keep dry.' })).id;
});

describe('a piece in French', () => {
  it('drafts the French with the AI guide, keeps the draft away from shoppers, and shows it to the admin', async () => {
    const draft = await asAdmin('POST', `/api/admin/products/${pieceId}/french-draft`);
    expect(draft.status).toBe(200);
    expect(draft.body.source).toBe('phrasebook');
    expect(draft.body.frDraft.name).toBe('Bague en pierre de lune');
    expect(draft.body.frDraft.description).toMatch(/^Une bague de pierre de lune sur argent sterling, faite à la main à Winnipeg\. .*Tailles 4 à 10\.$/);
    expect(draft.body.frDraft.careInstructions).toBeTruthy();

    const shop = await invoke('GET', `/api/products/${pieceId}`);
    expect(shop.body).not.toHaveProperty('frDraft');
    expect(shop.body).not.toHaveProperty('translations');
    const admin = await asAdmin('GET', `/api/admin/products/${pieceId}`);
    expect(admin.body.frDraft).toEqual(draft.body.frDraft);
    expect(admin.body.translations).toEqual({});
  });

  it('serves the approved French beside the English in every shopper payload, and clears the draft', async () => {
    const approved = await asAdmin('PUT', `/api/admin/products/${pieceId}/french`, FRENCH);
    expect(approved.status).toBe(200);
    expect(approved.body.translations).toEqual({ fr: FRENCH });
    expect(approved.body).not.toHaveProperty('frDraft');

    const shop = await invoke('GET', `/api/products/${pieceId}`);
    expect(shop.body).toMatchObject({ name: 'Moonstone Halo Ring', translations: { fr: FRENCH } });
    const listing = await invoke('GET', `/api/products?categoryId=${categoryId}`);
    expect(listing.body[0].translations.fr.name).toBe(FRENCH.name);

    const session = randomUUID();
    await invoke('POST', '/api/cart', { headers: sessionHeaders(session), body: { productId: pieceId, quantity: 1 } });
    const cart = await invoke('GET', '/api/cart', { headers: sessionHeaders(session) });
    expect(cart.body.find((l: { productId: number }) => l.productId === pieceId).product.translations).toEqual({ fr: { name: FRENCH.name } });
    await invoke('POST', '/api/wishlist', { headers: sessionHeaders(session), body: { productId: pieceId } });
    const wishlist = await invoke('GET', '/api/wishlist', { headers: sessionHeaders(session) });
    expect(wishlist.body[0].translations.fr).toEqual(FRENCH);

    const suggestions = await invoke('GET', '/api/search/suggestions?q=halo');
    expect(suggestions.body.suggestions).toContainEqual({ kind: 'product', text: 'Moonstone Halo Ring', productId: pieceId, translations: { fr: { text: FRENCH.name } } });
  });

  it('keeps the French when the English is edited', async () => {
    const before = (await asAdmin('GET', `/api/admin/products/${pieceId}`)).body;
    const { id: _id, price, categoryId: cat, materials, gemstones, weight, sku, isFeatured, isActive, careInstructions } = before;
    const res = await asAdmin('PUT', `/api/admin/products/${pieceId}`, {
      ...{ price, categoryId: cat, materials, gemstones, weight, sku, isFeatured, isActive, careInstructions },
      name: 'Moonstone Halo Ring',
      description: 'Edited English.',
      stockQuantity: 3,
      images: [{ id: IMAGE_ID, alt: 'Moonstone ring' }],
    });
    expect(res.status).toBe(200);
    expect(res.body.translations).toEqual({ fr: FRENCH });
    expect((await invoke('GET', `/api/products/${pieceId}`)).body.translations).toEqual({ fr: FRENCH });
  });

  it('refuses French over the English limits with the same 400, and writes nothing', async () => {
    const longName = 'x'.repeat(121);
    const english = await asAdmin('PUT', `/api/admin/products/${pieceId}`, { name: longName });
    const french = await asAdmin('PUT', `/api/admin/products/${pieceId}/french`, { ...FRENCH, name: longName });
    expect(french.status).toBe(400);
    const issue = (r: typeof french) => r.body.issues.find((i: { path: string }) => i.path === 'name');
    expect(issue(french)).toEqual(issue(english));
    expect((await asAdmin('PUT', `/api/admin/products/${pieceId}/french`, { ...FRENCH, description: '' })).status).toBe(400);
    expect((await asAdmin('PUT', `/api/admin/products/${pieceId}/french`, { ...FRENCH, extra: 1 })).status).toBe(400);
    expect((await invoke('GET', `/api/products/${pieceId}`)).body.translations.fr).toEqual(FRENCH);
  });

  it('answers 404 for a piece that does not exist, and 401/403 without the admin', async () => {
    expect((await asAdmin('PUT', '/api/admin/products/999999/french', FRENCH)).status).toBe(404);
    expect((await asAdmin('POST', '/api/admin/products/999999/french-draft')).status).toBe(404);
    expect((await invoke('PUT', `/api/admin/products/${pieceId}/french`, { body: FRENCH })).status).toBeGreaterThanOrEqual(401);
    expect((await invoke('POST', `/api/admin/products/${pieceId}/french-draft`)).status).toBeGreaterThanOrEqual(401);
  });
});

describe('a collection in French', () => {
  it('drafts from the seed French for a seed collection, approves it, and serves it in the category list and the nested category', async () => {
    const draft = await asAdmin('POST', `/api/admin/categories/${categoryId}/french-draft`);
    expect(draft.status).toBe(200);
    expect(draft.body).toMatchObject({ source: 'seed', frDraft: { name: 'Bagues de cristaux' } });
    const listed = (await asAdmin('GET', '/api/admin/categories')).body.find((c: { id: number }) => c.id === categoryId);
    expect(listed.frDraft).toEqual(draft.body.frDraft);
    const publicList = (await invoke('GET', '/api/categories')).body.find((c: { id: number }) => c.id === categoryId);
    expect(publicList).not.toHaveProperty('frDraft');
    expect(publicList).not.toHaveProperty('translations');

    const approved = await asAdmin('PUT', `/api/admin/categories/${categoryId}/french`, draft.body.frDraft);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ translations: { fr: draft.body.frDraft } });
    expect(approved.body).not.toHaveProperty('frDraft');
    const served = (await invoke('GET', '/api/categories')).body.find((c: { id: number }) => c.id === categoryId);
    expect(served.translations.fr.name).toBe('Bagues de cristaux');
    expect((await invoke('GET', `/api/products/${pieceId}`)).body.category.translations.fr.name).toBe('Bagues de cristaux');
  });

  it('refuses a French collection name over its limit and an unknown collection', async () => {
    expect((await asAdmin('PUT', `/api/admin/categories/${categoryId}/french`, { name: 'x'.repeat(81), description: '' })).status).toBe(400);
    expect((await asAdmin('PUT', '/api/admin/categories/99999/french', { name: 'Bagues', description: '' })).status).toBe(404);
    expect((await asAdmin('POST', '/api/admin/categories/99999/french-draft')).status).toBe(404);
  });
});
