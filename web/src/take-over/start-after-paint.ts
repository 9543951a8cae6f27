import { APP_ATTRIBUTE, PRELOAD_ATTRIBUTE } from '@crystal/shared/page-start';
import { keepEarlyTaps } from './keep-early-taps';
import { preloadInSlices } from './preload-in-slices';
import { waitForFirstPaint } from './wait-for-first-paint';

/**
 * The script of a page that arrived as HTML (shared/src/page-html.ts, `codeAfterPaint`), in place of the
 * app's: a few hundred bytes that let the page paint whole, photos included, and only then fetch and run
 * the app's code (named by `data-app`; the chunks its page needs, in `data-preload`, are asked for with
 * it), which takes the page over from the data it was drawn from (src/main.tsx). The first screen never
 * waits for the app's code; its buttons and forms work once the app is in, and the last button tapped
 * before then, from the first moment (the early-tap recorder in the head), is tapped again when it is
 * (keep-early-taps.ts).
 */
const script = document.querySelector<HTMLScriptElement>(`script[${APP_ATTRIBUTE}]`);
const app = script?.getAttribute(APP_ATTRIBUTE);
if (script && app) {
  keepEarlyTaps();
  const preloads = script.getAttribute(PRELOAD_ATTRIBUTE)?.split(' ') ?? [];
  void waitForFirstPaint()
    .then(() => preloadInSlices([app, ...preloads]))
    .then(() => import(/* @vite-ignore */ app))
    // The page as it arrived stays readable; a reload fetches the code again.
    .catch((error: unknown) => console.error('The app could not start:', error));
}
