import { SIZES } from '../constants/policies';

const first = SIZES.ringSizes[0];
const last = SIZES.ringSizes[SIZES.ringSizes.length - 1];

/**
 * What the shop says about ring sizes, once (issue 44 build 7): the range, where half sizes are sold (as a
 * ring's own size choices, not "on request"), and the rule for a shopper between two sizes. The size guide
 * page, the guide's facts and its advice all read these.
 */
export const RING_SIZE_RANGE = {
  en: `Canadian/US sizes ${first} to ${last}, with half sizes wherever a ring's page offers them`,
  fr: `tailles canadiennes et américaines ${first} à ${last}, avec des demi-tailles là où la page de la bague les offre`,
} as const;

export const BETWEEN_SIZES_RULE = {
  en: 'Between two sizes? Choose the larger one for a wide band (6 mm or more) or when your knuckle is larger than the base of your finger; for a slim band, choose the half size between them where the ring offers it.',
  fr: 'Entre deux tailles? Choisissez la plus grande pour un anneau large (6 mm ou plus) ou si votre jointure est plus large que la base du doigt; pour un anneau fin, choisissez la demi-taille entre les deux là où la bague l’offre.',
} as const;

const sizeText = (n: number, lang: 'en' | 'fr') => (lang === 'fr' ? String(n).replace('.', ',') : String(n));

/** The rule applied to the two sizes a shopper names ("between 6 and 7"): the larger one, or the half size between. */
export function betweenSizesAdvice(a: number, b: number, lang: 'en' | 'fr'): string {
  const [low, high] = a < b ? [a, b] : [b, a];
  const half = high - low === 1 ? low + 0.5 : undefined;
  const [l, h] = [sizeText(low, lang), sizeText(high, lang)];
  if (lang === 'fr') {
    return `Entre les tailles ${l} et ${h} : choisissez la ${h} pour un anneau large (6 mm ou plus) ou si votre jointure est plus large que la base du doigt; pour un anneau fin, ${half !== undefined ? `la ${sizeText(half, 'fr')} si la bague l’offre, sinon la ${h}` : `la ${h}`}. Mesurez en fin de journée, quand les doigts sont le plus gros.`;
  }
  return `Between sizes ${l} and ${h}: choose ${h} for a wide band (6 mm or more) or when your knuckle is larger than the base of your finger; for a slim band, ${half !== undefined ? `size ${sizeText(half, 'en')} where the ring offers it, otherwise ${h}` : h}. Measure at the end of the day, when fingers are at their largest.`;
}
