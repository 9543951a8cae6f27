/**
 * A small French phrasebook of crystal-jewellery terms for the local drafter: kinds of piece, materials
 * and finishes, each as a Québécois jeweller writes them. English keys are lower case.
 */
export type Noun = { fr: string; plural: string; feminine: boolean };

/** Kinds of piece, longest English first so "palm stone" wins over "stone". */
export const FORMS: [string, Noun][] = [
  ['tumbled stone kit', { fr: 'trousse de pierres roulées', plural: 'trousses de pierres roulées', feminine: true }],
  ['stacking ring', { fr: 'bague empilable', plural: 'bagues empilables', feminine: true }],
  ['palm stone', { fr: 'galet de paume', plural: 'galets de paume', feminine: false }],
  ['earrings', { fr: 'boucles d’oreilles', plural: 'boucles d’oreilles', feminine: true }],
  ['anklet', { fr: 'bracelet de cheville', plural: 'bracelets de cheville', feminine: false }],
  ['pendant', { fr: 'pendentif', plural: 'pendentifs', feminine: false }],
  ['necklace', { fr: 'collier', plural: 'colliers', feminine: false }],
  ['choker', { fr: 'ras-du-cou', plural: 'ras-du-cou', feminine: false }],
  ['bracelet', { fr: 'bracelet', plural: 'bracelets', feminine: false }],
  ['bangle', { fr: 'jonc', plural: 'joncs', feminine: false }],
  ['ring', { fr: 'bague', plural: 'bagues', feminine: true }],
  ['charm', { fr: 'breloque', plural: 'breloques', feminine: true }],
  ['cluster', { fr: 'amas', plural: 'amas', feminine: false }],
  ['geode', { fr: 'géode', plural: 'géodes', feminine: true }],
  ['tower', { fr: 'tour', plural: 'tours', feminine: true }],
  ['sphere', { fr: 'sphère', plural: 'sphères', feminine: true }],
  ['wand', { fr: 'baguette', plural: 'baguettes', feminine: true }],
  ['point', { fr: 'pointe', plural: 'pointes', feminine: true }],
  ['plate', { fr: 'plaque', plural: 'plaques', feminine: true }],
  ['heart', { fr: 'cœur', plural: 'cœurs', feminine: false }],
  ['set', { fr: 'ensemble', plural: 'ensembles', feminine: false }],
  ['kit', { fr: 'trousse', plural: 'trousses', feminine: true }],
  ['stone', { fr: 'pierre', plural: 'pierres', feminine: true }],
  ['crystal', { fr: 'cristal', plural: 'cristaux', feminine: false }],
];

/** Materials as they appear in the catalogue's lists: the shared glossary. */
export { MATERIALS_FR as MATERIALS } from '@crystal/shared/glossary-fr';

/** Finishes, masculine and feminine, agreeing with the stone they describe. */
export const FINISHES: Record<string, [string, string]> = {
  raw: ['brut', 'brute'],
  polished: ['poli', 'polie'],
  tumbled: ['roulé', 'roulée'],
  faceted: ['facetté', 'facettée'],
  rainbow: ['arc-en-ciel', 'arc-en-ciel'],
};

/** Letter sizes as Quebec shops write them (XS -> TP). */
export const LETTER_SIZES: Record<string, string> = { XS: 'TP', S: 'P', M: 'M', L: 'G', XL: 'TG', XXL: 'TTG' };

/** Care sentences by material, used when a care text is not one the artisan already translated. */
export const MATERIAL_CARE: [RegExp, string][] = [
  [/silver/i, 'Essuyez l’argent avec un chiffon doux après l’avoir porté et rangez-le à l’abri de l’humidité.'],
  [/copper/i, 'Polissez le cuivre avec un chiffon doux pour garder son éclat, ou laissez-le se patiner naturellement.'],
  [/gold/i, 'Essuyez le laminé or avec un chiffon doux; retirez le bijou avant la baignade.'],
  [/cord/i, 'Enfilez le bracelet en le roulant sur le poignet plutôt qu’en étirant le cordon.'],
];

export const HANDMADE = 'fait à la main à Winnipeg';
