/**
 * What the shop says about making times (issue 44 build 4). No page states one time for all custom work: a
 * made-to-order piece ships within its own lead time (business days, set per piece in the editor, shown on
 * its page, in the cart and in the mail), and the time for other custom work is asked, not promised.
 */
export const LEAD_TIME_CLAIM = {
  en: 'Made-to-order pieces ship within the making time their own page states; for other custom work, ask us how long it takes.',
  fr: 'Les pièces faites sur commande sont expédiées dans le délai de fabrication indiqué sur leur propre page; pour tout autre travail sur mesure, demandez-nous le délai.',
} as const;
