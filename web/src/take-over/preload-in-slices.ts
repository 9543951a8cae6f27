import { yieldToMain } from '../lib/yield-to-main';

/**
 * How long one task may spend asking for the app's chunks (ms), at least one chunk a task. Starting a
 * request costs the main thread: at Lighthouse's 4x CPU, the 48 chunks of a product page asked for in one
 * go made one task of 250-380 ms right after the first paint, most of the page's blocking time
 * (docs/decisions/0128-preloads-in-slices.md). A fast phone asks for them all in one or two tasks.
 */
export const PRELOAD_SLICE_MS = 3;

/**
 * Asks for the app's code (`hrefs`: its entry first, then the chunks its page needs) as module preloads, in
 * tasks of about `sliceMs` each. Vite's preload helper finds these links in the document and does not ask
 * again when the app imports its page.
 */
export async function preloadInSlices(hrefs: readonly string[], doc: Document = document, sliceMs = PRELOAD_SLICE_MS, now = () => performance.now()): Promise<void> {
  let next = 0;
  while (next < hrefs.length) {
    if (next > 0) await yieldToMain();
    const start = now();
    do {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = ''; // as the helper and the module loader ask: one request serves both
      link.href = hrefs[next++]!;
      doc.head.appendChild(link);
    } while (next < hrefs.length && now() - start < sliceMs);
  }
}
