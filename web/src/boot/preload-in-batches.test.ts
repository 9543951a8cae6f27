import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadInBatches } from './preload-in-batches';

const hrefsIn = (doc: Document) => [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));

describe('preloadInBatches', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks for every chunk once, in order, a few per task', async () => {
    const pauses = vi.spyOn(globalThis, 'setTimeout');
    const doc = document.implementation.createHTMLDocument('page');
    const hrefs = Array.from({ length: 7 }, (_, i) => `/shop/assets/c${i}.js`);
    const done = preloadInBatches(hrefs, doc, 3);
    // The first batch goes at once; each next one waits for a task of its own (two pauses for 3 + 3 + 1).
    expect(hrefsIn(doc)).toEqual(hrefs.slice(0, 3));
    await done;
    expect(hrefsIn(doc)).toEqual(hrefs);
    expect(pauses).toHaveBeenCalledTimes(2);
    const link = doc.head.querySelector('link')!;
    // Fetched as the module loader fetches (CORS, no credentials across origins), so one request serves both.
    expect(link.crossOrigin).toBe('');
  });

  it('asks for nothing when there is nothing to preload', async () => {
    const doc = document.implementation.createHTMLDocument('page');
    await preloadInBatches([], doc);
    expect(hrefsIn(doc)).toEqual([]);
  });
});
