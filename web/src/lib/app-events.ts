/**
 * Events the app dispatches on `document` as it takes over a page that arrived as HTML. The
 * after-paint script (src/boot/keep-early-taps.ts) listens for them under the same names, written there
 * again: a module both imported would join the app's first chunk, and the after-paint script would load
 * it whole (keep-early-taps.test.ts holds the two to the same names).
 */
export const APP_EVENTS = {
  /** Just before React starts taking the page over: from here React keeps and replays taps itself. */
  takingOver: 'crystal:taking-over',
  /** The app is in charge (`useHydrated` turned true): every control on the page works. */
  inCharge: 'crystal:in-charge',
} as const;
