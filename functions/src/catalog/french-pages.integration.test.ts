import { describe, expect, it } from 'vitest';
import { invoke } from '../test/invoke';
import { makeProduct } from './product.factory';

const FR = { name: 'Bague en grenat', description: 'Un grenat facetté sur un anneau en argent sterling.', careInstructions: '' };

describe('the catalog function in French', () => {
  it('serves the French product page with French share tags for ?lang=fr, and the English one without', async () => {
    const piece = await makeProduct({ name: 'Garnet Test Ring', translations: { fr: FR } });
    const fr = await invoke('GET', `/api/products/${piece.id}/page?lang=fr`);
    expect(fr.status).toBe(200);
    expect(fr.headers['content-type']).toContain('text/html');
    expect(fr.text).toContain('<html lang="fr-CA"');
    expect(fr.text).toContain('<title>Bague en grenat | Sacred Crystal Jewelry</title>');
    expect(fr.text).toContain('"inLanguage":"fr-CA"');
    expect(fr.text).toContain(`hreflang="fr-CA" href="`);
    const en = await invoke('GET', `/api/products/${piece.id}/page`);
    expect(en.text).toContain('<html lang="en-CA"');
    expect(en.text).toContain('<title>Garnet Test Ring | Sacred Crystal Jewelry</title>');
  });

  it('answers a missing piece on the French site with the French shell and 404, and refuses another language', async () => {
    const missing = await invoke('GET', '/api/products/999999/page?lang=fr');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('<html lang="fr-CA"');
    const other = await invoke('GET', '/api/products/1/page?lang=de');
    expect(other.status).toBe(400);
    expect(other.body.error).toBeTruthy();
  });

  it('lists every page in both languages in the sitemap', async () => {
    const piece = await makeProduct({ name: 'Sitemap Piece' });
    const res = await invoke('GET', '/api/sitemap.xml');
    expect(res.text).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(res.text).toMatch(new RegExp(`<loc>[^<]*/fr/product/${piece.id}</loc>`));
    expect(res.text).toMatch(new RegExp(`<loc>[^<]*/product/${piece.id}</loc>`));
    expect(res.text).toContain('hreflang="x-default"');
  });
});
