import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { invoke, sessionHeaders } from '../test/invoke';
import { makeProduct } from '../catalog/product.factory';
import { listBackInStockRequests } from './back-in-stock-repository';
import { backInStockEmail } from './notify-back-in-stock';

describe('the back-in-stock notice in French', () => {
  it('remembers the language the shopper asked in, and refuses another', async () => {
    const piece = await makeProduct({ stockQuantity: 0 });
    const headers = sessionHeaders(randomUUID());
    expect((await invoke('POST', '/api/back-in-stock', { headers, body: { email: 'lune@example.ca', productId: piece.id, language: 'fr' } })).status).toBe(201);
    expect(await listBackInStockRequests(piece.id)).toEqual([{ email: 'lune@example.ca', language: 'fr' }]);
    expect((await invoke('POST', '/api/back-in-stock', { headers, body: { email: 'x@example.ca', productId: piece.id, language: 'es' } })).status).toBe(400);
  });

  it('writes the notice in French with the piece’s French name, and in English otherwise', () => {
    const piece = { id: 3, name: 'Aquamarine Bangle', translations: { fr: { name: 'Jonc en aigue-marine', description: 'x', careInstructions: '' } } };
    const fr = backInStockEmail('lune@example.ca', piece, 'fr');
    expect(fr.subject).toBe('Jonc en aigue-marine est de retour en stock');
    expect(fr.text).toContain('Vous nous avez demandé de vous prévenir quand Jonc en aigue-marine serait de retour.');
    expect(backInStockEmail('sun@example.ca', piece).subject).toBe('Aquamarine Bangle is back in stock');
    // The notice links to the piece's page on the shopper's own site.
    expect(fr.text).toMatch(/Voir la pièce : http\S+\/fr\/product\/3$/m);
    expect(backInStockEmail('sun@example.ca', piece).text).toMatch(/See it here: http\S+\/product\/3$/m);
    expect(backInStockEmail('sun@example.ca', piece).text).not.toContain('/fr/');
  });
});
