import type { ShopSettings } from '@crystal/shared/schemas/shop-settings';

/** The settings screen's sections, in page order, and the settings each holds. */
export const SETTINGS_SECTIONS = {
  seller: { title: 'Seller details (shown in every order email)', keys: ['legalName', 'address', 'phone', 'replyToEmail', 'deliveryEstimate', 'deliveryEstimateFr', 'returnWindowDays', 'customWorkDays', 'reviewRequestDays'] },
  tax: { title: 'Tax', keys: ['gstHstNumber', 'taxRegistrations', 'provincialTaxNumbers'] },
  alerts: { title: 'Alerts', keys: ['notificationEmail', 'lowStockThreshold', 'restockOnRefund'] },
  reminder: { title: 'Unfinished checkout reminder', keys: ['abandonedCheckout'] },
  hours: { title: 'Studio hours', keys: ['openingHours', 'appointmentDays'] },
  shipping: { title: 'Shipping', keys: ['shipping'] },
  payments: { title: 'Payment methods', keys: ['paymentMethods'] },
} as const satisfies Record<string, { title: string; keys: readonly (keyof ShopSettings)[] }>;
export type SettingsSection = keyof typeof SETTINGS_SECTIONS;
const SECTIONS = Object.keys(SETTINGS_SECTIONS) as SettingsSection[];

/**
 * Which sections start open: every one on a wide screen; on a phone only the seller details, so the screen
 * is a list of titles she opens one at a time.
 */
export const settingsOpenAtStart = (wide: boolean): Record<SettingsSection, boolean> =>
  Object.fromEntries(SECTIONS.map((s) => [s, wide || s === 'seller'])) as Record<SettingsSection, boolean>;

/** The sections whose settings differ between the two (unsaved changes), in page order. */
export const changedSections = (saved: ShopSettings, edited: ShopSettings): SettingsSection[] =>
  SECTIONS.filter((s) => SETTINGS_SECTIONS[s].keys.some((k: keyof ShopSettings) => JSON.stringify(saved[k]) !== JSON.stringify(edited[k])));

/** The sections an API error's issue paths point into ("phone", "shipping.flatRate"), in page order. */
export const sectionsAt = (paths: readonly string[]): SettingsSection[] =>
  SECTIONS.filter((s) => paths.some((p) => (SETTINGS_SECTIONS[s].keys as readonly string[]).includes(p.split('.')[0]!)));
