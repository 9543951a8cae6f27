import { beforeAll, describe, expect, it } from 'vitest';
import { invoke } from '../../test/invoke';
import { makeCategory, makeProduct } from '../product.factory';

const ids = (res: { body: { id: number }[] }) => res.body.map((p) => p.id);
const fr = (name: string, description = '') => ({ translations: { fr: { name, description, careInstructions: '' } } });

beforeAll(async () => {
  await makeCategory({ id: 1, name: 'Crystal Necklaces', slug: 'crystal-necklaces', translations: { fr: { name: 'Colliers de cristaux', description: '' } } });
  await makeCategory({ id: 2, name: 'Crystal Bracelets', slug: 'bracelets', translations: { fr: { name: 'Bracelets de cristaux', description: '' } } });
  await makeProduct({ id: 1, name: 'Amethyst Point Pendant', categoryId: 1, gemstones: ['Amethyst'], ...fr('Pendentif pointe d’améthyste') });
  await makeProduct({ id: 2, name: 'Rose Quartz Heart Necklace', categoryId: 1, gemstones: ['Rose Quartz'], ...fr('Collier cœur en quartz rose') });
  await makeProduct({
    id: 3,
    name: 'Chakra Balance Bracelet',
    categoryId: 2,
    gemstones: ['Amethyst', 'Citrine'],
    description: 'Seven gemstone beads.',
    ...fr('Bracelet équilibre des chakras', 'Sept perles dont une améthyste.'),
  });
  await makeProduct({ id: 4, name: 'Rose Quartz Bead Bracelet', categoryId: 2, gemstones: ['Rose Quartz'], ...fr('Bracelet de perles de quartz rose') });
  // No approved French yet: the French site still finds it by its English.
  await makeProduct({ id: 5, name: 'Moonstone Stacking Ring', categoryId: 2, gemstones: ['Rainbow Moonstone'] });
});

describe('searching from the French site', () => {
  it('finds the amethyst pieces for améthyste, with or without the French site’s lang', async () => {
    expect(ids(await invoke('GET', '/api/products?search=am%C3%A9thyste&lang=fr'))).toEqual([1, 3]);
    expect(ids(await invoke('GET', '/api/products?search=am%C3%A9thyste'))).toEqual([1, 3]);
    expect(ids(await invoke('GET', '/api/products?search=amethiste&lang=fr'))).toEqual([1, 3]);
  });

  it('reads French plurals and phrases, and English too', async () => {
    expect(ids(await invoke('GET', '/api/products?search=colliers&lang=fr'))).toEqual([1, 2]);
    expect(ids(await invoke('GET', '/api/products?search=bracelet%20en%20quartz%20rose&lang=fr'))).toEqual([4]);
    expect(ids(await invoke('GET', '/api/products?search=quartz%20rose&lang=fr'))).toEqual([2, 4]);
    expect(ids(await invoke('GET', '/api/products?search=moonstone&lang=fr'))).toEqual([5]);
  });

  it('leaves the English search as it was: French words alone find nothing there', async () => {
    expect(ids(await invoke('GET', '/api/products?search=colliers'))).toEqual([]);
    expect(ids(await invoke('GET', '/api/products?search=bracelet%20en%20quartz%20rose'))).toEqual([]);
  });

  it('suggests the French names on the French site only', async () => {
    const french = await invoke('GET', '/api/search/suggestions?q=collier&lang=fr');
    expect(french.status).toBe(200);
    expect(french.body.suggestions[0]).toEqual({
      kind: 'category',
      text: 'Crystal Necklaces',
      slug: 'crystal-necklaces',
      translations: { fr: { text: 'Colliers de cristaux' } },
    });
    expect(french.body.suggestions.map((s: { text: string }) => s.text)).toContain('Rose Quartz Heart Necklace');
    expect((await invoke('GET', '/api/search/suggestions?q=collier')).body.suggestions).toEqual([]);
  });

  it('refuses a language other than French with a 400', async () => {
    const listing = await invoke('GET', '/api/products?search=collier&lang=de');
    expect(listing.status).toBe(400);
    expect(listing.body.error).toBeTruthy();
    expect((await invoke('GET', '/api/search/suggestions?q=collier&lang=en')).status).toBe(400);
  });
});
