/** How many of the app's chunks one task asks for. */
export const PRELOADS_PER_TASK = 6;

const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Asks for the app's code (`hrefs`: its entry, then what the page's shell preloaded) as module preloads, a
 * few per task. Starting a request costs the main thread 0.3-1 ms, four times that on Lighthouse's phone,
 * and Vite's preload helper asks for all of a page's chunks at once when the app imports the page: the
 * 24 of a product page made one task of 40-50 ms, most of the page's blocking time. The helper then
 * finds these links in the document and does not ask again.
 */
export async function preloadInBatches(hrefs: readonly string[], doc: Document = document, perTask = PRELOADS_PER_TASK): Promise<void> {
  for (let i = 0; i < hrefs.length; i += perTask) {
    if (i > 0) await nextTask();
    for (const href of hrefs.slice(i, i + perTask)) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = ''; // as the helper and the module loader ask: one request serves both
      link.href = href;
      doc.head.appendChild(link);
    }
  }
}
