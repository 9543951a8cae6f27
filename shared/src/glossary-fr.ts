/**
 * The catalogue's own words in Québécois French: materials and stones as the artisan lists them on a
 * piece (English keys in lower case). One glossary for the web (facets, filters, chips) and the local AI
 * drafter. A word that is not here stays English, marked lang="en" where it is shown.
 */
export const MATERIALS_FR: Record<string, string> = {
  'sterling silver wire': 'fil d’argent sterling',
  'sterling silver': 'argent sterling',
  '14k gold-filled wire': 'fil laminé or 14 k',
  '14k gold-filled': 'laminé or 14 k',
  'gold-filled': 'laminé or',
  'copper wire': 'fil de cuivre',
  copper: 'cuivre',
  gold: 'or',
  brass: 'laiton',
  leather: 'cuir',
  'stretch cord': 'cordon élastique',
  'natural stone': 'pierre naturelle',
};

export const STONES_FR: Record<string, string> = {
  amethyst: 'améthyste',
  aquamarine: 'aigue-marine',
  aventurine: 'aventurine',
  'black obsidian': 'obsidienne noire',
  'black tourmaline': 'tourmaline noire',
  carnelian: 'cornaline',
  citrine: 'citrine',
  'clear quartz': 'quartz clair',
  fluorite: 'fluorite',
  garnet: 'grenat',
  hematite: 'hématite',
  labradorite: 'labradorite',
  'lapis lazuli': 'lapis-lazuli',
  malachite: 'malachite',
  moonstone: 'pierre de lune',
  'moss agate': 'agate mousse',
  peridot: 'péridot',
  'rainbow moonstone': 'pierre de lune arc-en-ciel',
  'red jasper': 'jaspe rouge',
  'rose quartz': 'quartz rose',
  selenite: 'sélénite',
  'smoky quartz': 'quartz fumé',
  sodalite: 'sodalite',
  "tiger's eye": 'œil-de-tigre',
  'tiger’s eye': 'œil-de-tigre',
  turquoise: 'turquoise',
};

/** A material's or stone's French, or undefined when the glossary does not have it. */
export function frenchTerm(term: string): string | undefined {
  const key = term.trim().toLowerCase();
  return MATERIALS_FR[key] ?? STONES_FR[key];
}
