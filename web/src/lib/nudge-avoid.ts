/**
 * Marks an element the floating nudge card must never cover (a piece's title, price and buy buttons).
 * Catalog marks them; the AI feature's card reads them, so neither feature imports the other.
 */
export const NUDGE_AVOID = { 'data-nudge-avoid': '' } as const;
export const NUDGE_AVOID_SELECTOR = '[data-nudge-avoid]';
