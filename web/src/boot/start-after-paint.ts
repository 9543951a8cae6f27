import { keepEarlyTaps } from './keep-early-taps';
import { preloadInBatches } from './preload-in-batches';
import { waitForFirstPaint } from './wait-for-first-paint';

/**
 * The script of a page that arrived as HTML (shared/src/page-html.ts, `codeAfterPaint`), in place of the
 * app's: a few hundred bytes that let the page paint whole, photos included, and only then fetch and run
 * the app's code (named by `data-app`; the chunks its page needs, in `data-preload`, are asked for first,
 * one per task), which takes the page over from the data it was drawn from. The first screen never waits
 * for the app's code; its buttons and forms work once the app is in, and the last button tapped before
 * then is tapped again when it is (keep-early-taps.ts).
 */
const script = document.querySelector<HTMLScriptElement>('script[data-app]');
const app = script?.dataset.app;
if (app) {
  keepEarlyTaps();
  const preloads = script.dataset.preload?.split(' ') ?? [];
  void waitForFirstPaint()
    .then(() => preloadInBatches([app, ...preloads]))
    .then(() => import(/* @vite-ignore */ app))
    // The page as it arrived stays readable; a reload fetches the code again.
    .catch((error: unknown) => console.error('The app could not start:', error));
}
