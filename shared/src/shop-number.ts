/**
 * The one way each language writes an order's or a quote's number (issue 44 build 8): "#12" in English,
 * "n° 12" in French, in every subject, mail and page. A mail once said "Votre commande #2" under a subject
 * with "n° 2". The ICU catalogues write the same forms around `{id}` (checked by shop-number.test.ts).
 */
export const shopNumber = (id: number, lang: 'en' | 'fr'): string => (lang === 'fr' ? `n° ${id}` : `#${id}`);
