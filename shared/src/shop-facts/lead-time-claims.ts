/**
 * What the shop says about making times (issue 44 build 4). No page states one time for all custom work by
 * itself: a made-to-order piece ships within its own lead time (business days, set per piece in the editor,
 * shown on its page, in the cart and in the mail), and other custom work takes the time the artisan sets in
 * /admin (`customWorkDays`), or, until she sets one, is asked about, not promised.
 */
export const LEAD_TIME_CLAIM = {
  en: 'Made-to-order pieces ship within the making time their own page states; for other custom work, ask us how long it takes.',
  fr: 'Les pièces faites sur commande sont expédiées dans le délai de fabrication indiqué sur leur propre page; pour tout autre travail sur mesure, demandez-nous le délai.',
} as const;

/** The making-time sentence, with the custom-work time from the settings when she has set one. */
export function leadTimeClaim(customWorkDays: number | null | undefined, lang: 'en' | 'fr'): string {
  if (!customWorkDays) return LEAD_TIME_CLAIM[lang];
  return lang === 'fr'
    ? `Les pièces faites sur commande sont expédiées dans le délai de fabrication indiqué sur leur propre page; tout autre travail sur mesure demande environ ${customWorkDays} jours ouvrables.`
    : `Made-to-order pieces ship within the making time their own page states; other custom work takes about ${customWorkDays} business days.`;
}

/** The same, for making a piece to her measurements (the size guide's custom sizing). */
export function customSizingTime(customWorkDays: number | null | undefined, lang: 'en' | 'fr'): string {
  if (!customWorkDays) return lang === 'fr' ? 'demandez-nous le délai' : 'ask us how long that takes';
  return lang === 'fr' ? `comptez environ ${customWorkDays} jours ouvrables` : `it takes about ${customWorkDays} business days`;
}
