/**
 * How many of the app's chunks one task asks for: one. Under Lighthouse a request's start took 1-14 ms of
 * the main thread on these machines (its DevTools connection and the network service compete for two
 * cores), four times that on its simulated phone: six to a task made tasks of 13-65 ms.
 */
export const PRELOADS_PER_TASK = 1;

type WithScheduler = { scheduler?: { yield?: () => Promise<void> } };

/** The next task (as src/lib/yield-to-main.ts, which this tiny script does not import: it would share a chunk with the app). */
const nextTask = (): Promise<void> => {
  const scheduler = (globalThis as WithScheduler).scheduler;
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
};

/**
 * Asks for the app's code (`hrefs`: its entry, then what the page's shell preloaded) as module preloads,
 * `perTask` to a task. Starting a request costs the main thread 0.3 ms and more, and Vite's preload helper
 * asks for all of a page's chunks at once when the app imports the page: the 24 of a product page made
 * one task of 40-50 ms under Lighthouse, most of the page's blocking time. The helper then finds these
 * links in the document and does not ask again.
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
