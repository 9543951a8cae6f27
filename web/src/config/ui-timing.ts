/** The screen's own timings and counts: used by web only, so they live in web. */
export const UI_LIMITS = {
  skeletonCards: 6,
  /** Featured pieces beside the home page's hero words; the featured grid below starts after them. */
  heroPieces: 3,
  similarProductsRequested: 4,
  similarProductsShown: 3,
  headerScrollThresholdPx: 20,
} as const;

export const TOAST = {
  limit: 1,
  durationMs: 5000,
  swipeThresholdPx: 50,
  hotkey: 'F8',
} as const;

export const TOOLTIP = { delayMs: 700, skipDelayMs: 300 } as const;
