import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadInSlices } from './preload-in-slices';

const hrefsIn = (doc: Document) => [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
const chunks = (n: number) => Array.from({ length: n }, (_, i) => `/shop/assets/c${i}.js`);

describe('preloadInSlices', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks for every chunk once, in order, and yields to the page once a task has taken its slice', async () => {
    const pauses = vi.spyOn(globalThis, 'setTimeout');
    const doc = document.implementation.createHTMLDocument('page');
    const hrefs = chunks(7);
    // Each request's start takes 4 ms of a 10 ms slice: three to a task (0, 4, 8 ms; the slice is spent at 12).
    let clock = 0;
    const done = preloadInSlices(hrefs, doc, 10, () => (clock += 4) - 4);
    expect(hrefsIn(doc)).toEqual(hrefs.slice(0, 3));
    await done;
    expect(hrefsIn(doc)).toEqual(hrefs);
    expect(pauses).toHaveBeenCalledTimes(2);
    // Fetched as the module loader fetches (CORS, no credentials across origins), so one request serves both.
    expect(doc.head.querySelector('link')!.crossOrigin).toBe('');
  });

  it('asks for one chunk a task however slow a request is to start, and for all at once when they are quick', async () => {
    const slow = document.implementation.createHTMLDocument('slow');
    let clock = 0;
    const slowDone = preloadInSlices(chunks(3), slow, 10, () => (clock += 60));
    expect(hrefsIn(slow)).toHaveLength(1);
    await slowDone;
    expect(hrefsIn(slow)).toHaveLength(3);
    const quick = document.implementation.createHTMLDocument('quick');
    const pauses = vi.spyOn(globalThis, 'setTimeout');
    await preloadInSlices(chunks(40), quick, 10, () => 0);
    expect(hrefsIn(quick)).toHaveLength(40);
    expect(pauses).not.toHaveBeenCalled();
  });

  it('asks for nothing when there is nothing to preload', async () => {
    const doc = document.implementation.createHTMLDocument('page');
    await preloadInSlices([], doc);
    expect(hrefsIn(doc)).toEqual([]);
  });
});
