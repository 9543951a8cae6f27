import { beforeAll, describe, expect, it } from 'vitest';
import { invoke } from '../../test/invoke';
import { makeCategory, makeProduct } from '../product.factory';

const ids = (res: { body: { id: number }[] }) => res.body.map((p) => p.id);

beforeAll(async () => {
  await makeCategory({ id: 1, name: 'Crystal Necklaces', slug: 'crystal-necklaces' });
  await makeCategory({ id: 2, name: 'Bracelets', slug: 'bracelets' });
  await makeCategory({ id: 3, name: 'Rings', slug: 'rings' });
  await makeProduct({ id: 1, name: 'Amethyst Point Pendant', categoryId: 1, gemstones: ['Amethyst'] });
  await makeProduct({ id: 2, name: 'Moonstone Beaded Bracelet', categoryId: 2, gemstones: ['Moonstone'], description: 'Stretch beads.' });
  await makeProduct({ id: 3, name: 'Rose Quartz Heart', categoryId: 1, gemstones: ['Rose Quartz'], description: 'A soft pink heart.' });
  await makeProduct({ id: 4, name: 'Retired Amethyst Ring', categoryId: 3, gemstones: ['Amethyst'], isActive: false });
});

describe('forgiving search', () => {
  it('finds a piece through a typo, a plural or missing accents, and only active pieces', async () => {
    expect(ids(await invoke('GET', '/api/products?search=amethist'))).toEqual([1]);
    expect(ids(await invoke('GET', '/api/products?search=bracelets'))).toEqual([2]);
    expect(ids(await invoke('GET', '/api/products?search=AM%C3%89THYST'))).toEqual([1]);
    expect(ids(await invoke('GET', '/api/products?search=rose%20quarz'))).toEqual([3]);
  });

  it('keeps every word required, so a wider search is not noisier', async () => {
    expect(ids(await invoke('GET', '/api/products?search=moonstone%20pendant'))).toEqual([]);
    expect(ids(await invoke('GET', '/api/products?search=xylophone'))).toEqual([]);
  });

  it('suggests categories, gemstones and names as the shopper types', async () => {
    const res = await invoke('GET', '/api/search/suggestions?q=amethist');
    expect(res.status).toBe(200);
    expect(res.body.suggestions).toEqual([
      { kind: 'gemstone', text: 'Amethyst' },
      { kind: 'product', text: 'Amethyst Point Pendant', productId: 1 },
    ]);
    const typing = await invoke('GET', '/api/search/suggestions?q=ameth');
    expect(typing.body.suggestions.map((s: { text: string }) => s.text)).toEqual(['Amethyst', 'Amethyst Point Pendant']);
    const brace = await invoke('GET', '/api/search/suggestions?q=brac');
    expect(brace.body.suggestions[0]).toEqual({ kind: 'category', text: 'Bracelets', slug: 'bracelets' });
    // Rings has only a retired piece: not suggested.
    const rings = await invoke('GET', '/api/search/suggestions?q=rings');
    expect(rings.body.suggestions).toEqual([]);
  });

  it('refuses a missing or oversized q with a 400', async () => {
    expect((await invoke('GET', '/api/search/suggestions')).status).toBe(400);
    expect((await invoke('GET', `/api/search/suggestions?q=${'a'.repeat(101)}`)).status).toBe(400);
  });
});
