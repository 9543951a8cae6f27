/**
 * The start-up of a page that arrived as HTML (web/src/take-over/): every name the HTML writer
 * (page-html.ts), the after-paint script, the early-tap recorder and the app agree on, in this one file.
 * The after-paint script imports it too: constants only, which the build writes into each script.
 */

/** On the app's module script in a page shell (index.html): the after-paint script a rendered page loads in its place. */
export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint';

/** On the after-paint script of a rendered page: the app's module, imported once the page is painted. */
export const APP_ATTRIBUTE = 'data-app';

/** On the after-paint script: the app's chunks the shell preloaded, asked for once the page is painted. */
export const PRELOAD_ATTRIBUTE = 'data-preload';

/** The id of the JSON data block holding the query cache a rendered page was drawn from. */
export const PAGE_STATE_ELEMENT_ID = 'page-state';

/** Marks the data block of a page prerendered at build, which the app draws afresh instead of taking over. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** Events the app dispatches on `document` as it takes over a page that arrived as HTML. */
export const APP_EVENTS = {
  /** Just before React starts taking the page over: from here React keeps and replays taps itself. */
  takingOver: 'crystal:taking-over',
  /** The app is in charge (`useHydrated` turned true): every control on the page works. */
  inCharge: 'crystal:in-charge',
} as const;

/** Where the early-tap recorder keeps the last tap for the after-paint script: `window[EARLY_TAP_GLOBAL]`. */
export const EARLY_TAP_GLOBAL = '__crystalEarlyTap';

/** What the recorder leaves there: the control last tapped and when (performance.now()); `off` once the after-paint script keeps taps. */
export type EarlyTapRecord = { tap?: [HTMLElement, number]; off?: boolean };

/**
 * The early-tap recorder: a classic script inline in a rendered page's head, so it runs before the page
 * is painted, where the after-paint script (a module, fetched) may run well after it. A tap on a control
 * that acts within the page (a button that is not a form's submit, a tab, a ring size's label or radio;
 * as web/src/take-over/keep-early-taps.ts `pageControl`) has its click held back (a radio stays as the
 * server drew it) and is recorded; the after-paint script takes the last one over and makes it again once
 * React has that control. Links and forms work as plain HTML. ES5, written small: it is in every page.
 */
export const EARLY_TAP_RECORDER =
  `(function(s){document.addEventListener("click",function(e){` +
  `var c=e.target.closest&&e.target.closest("button,[role=button],[role=tab],label,input");` +
  `if(c&&c.tagName=="LABEL")c=c.control;` +
  `if(s.off||!c||c.disabled||c.type&&!/^(button|radio|checkbox)$/.test(c.type))return;` +
  `e.preventDefault();s.tap=[c,performance.now()]},true)})(window.${EARLY_TAP_GLOBAL}={})`;

/** The recorder's CSP source (its SHA-256, which page-start.test.ts checks): the CSP allows it and no other inline script. */
export const EARLY_TAP_RECORDER_CSP_SOURCE = "'sha256-tYjSP7OZ8VtDgC5HVSYZacLZTL8GLUksjBojfYbvhm4='";
