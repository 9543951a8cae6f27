/** The shop's settings item: one per table (also read by the production deploy's preflight, scripts/deploy). */
export const SETTINGS_KEY = { pk: 'SETTINGS', sk: 'SHOP' } as const;
