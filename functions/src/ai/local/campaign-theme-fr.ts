import { CRYSTALS_FR } from '../knowledge/crystals-fr';

/**
 * The theme she types ("full moon in December") in Canadian French, for the local provider's draft. It
 * knows the moon, the seasons, the months, the shop's occasions and the stones; a theme with any other word
 * gets no French (the draft then writes its French without naming the theme, never English in French).
 */
const PHRASES: [string, string][] = [
  ['winter solstice', 'solstice d’hiver'],
  ['summer solstice', 'solstice d’été'],
  ['spring equinox', 'équinoxe du printemps'],
  ['autumn equinox', 'équinoxe d’automne'],
  ['fall equinox', 'équinoxe d’automne'],
  ['full moon', 'pleine lune'],
  ['new moon', 'nouvelle lune'],
  ['harvest moon', 'lune des moissons'],
  ['blue moon', 'lune bleue'],
  ["valentine's day", 'la Saint-Valentin'],
  ['valentines day', 'la Saint-Valentin'],
  ["mother's day", 'la fête des Mères'],
  ["father's day", 'la fête des Pères'],
  ['new year', 'le Nouvel An'],
  ['the holidays', 'les Fêtes'],
  ['holiday season', 'le temps des Fêtes'],
  ['new collection', 'nouvelle collection'],
  ['new pieces', 'nouvelles pièces'],
  ['birthstones', 'pierres de naissance'],
  ['birthstone', 'pierre de naissance'],
  ['holidays', 'les Fêtes'],
  ['christmas', 'Noël'],
  ['solstice', 'solstice'],
  ['equinox', 'équinoxe'],
  ['moon', 'lune'],
  ['eclipse', 'éclipse'],
  ['gifts', 'cadeaux'],
  ['gift', 'cadeau'],
  ['winter', 'hiver'],
  ['spring', 'printemps'],
  ['summer', 'été'],
  ['autumn', 'automne'],
  ['fall', 'automne'],
  ['january', 'janvier'],
  ['february', 'février'],
  ['march', 'mars'],
  ['april', 'avril'],
  ['may', 'mai'],
  ['june', 'juin'],
  ['july', 'juillet'],
  ['august', 'août'],
  ['september', 'septembre'],
  ['october', 'octobre'],
  ['november', 'novembre'],
  ['december', 'décembre'],
  ['rings', 'bagues'],
  ['necklaces', 'colliers'],
  ['bracelets', 'bracelets'],
  ['earrings', 'boucles d’oreilles'],
  ['studio', 'atelier'],
  ['handmade', 'fait main'],
  ['cozy', 'douillet'],
  ['calm', 'calme'],
  ['light', 'lumière'],
  ['love', 'amour'],
  ...Object.entries(CRYSTALS_FR).map(([en, fr]): [string, string] => [en.toLowerCase(), fr.name]),
];
const SEASONS = new Set(['hiver', 'été', 'automne']);
const MONTHS = new Set(['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre']);
const LINKS: Record<string, string> = { for: 'pour', and: 'et', of: 'de', with: 'avec', the: '', a: '', this: 'ce', our: 'nos' };

/** "full moon in December" -> "pleine lune en décembre"; undefined when a word is not known. */
export function themeInFrench(theme: string): string | undefined {
  let rest = theme.toLowerCase().replace(/[’]/g, "'").replace(/[^a-z0-9' ]+/g, ' ').replace(/\s+/g, ' ').trim();
  const words: string[] = [];
  while (rest) {
    const phrase = PHRASES.find(([en]) => rest === en || rest.startsWith(`${en} `));
    if (phrase) {
      words.push(phrase[1]);
      rest = rest.slice(phrase[0].length).trim();
      continue;
    }
    const [word, ...others] = rest.split(' ');
    rest = others.join(' ');
    if (word === 'in' || word === 'at') words.push('IN');
    else if (word! in LINKS) words.push(LINKS[word!]!);
    else if (/^\d{4}$/.test(word!)) words.push(word!);
    else return undefined;
  }
  // "in" before a month or a season: "en décembre", "en hiver", but "au printemps"; otherwise "de".
  const fr = words
    .map((w, i) => {
      if (w !== 'IN') return w;
      const next = words[i + 1] ?? '';
      if (next === 'printemps') return 'au';
      return MONTHS.has(next) || SEASONS.has(next) ? 'en' : 'de';
    })
    .filter(Boolean)
    .join(' ')
    .replace(/\bde ([aeiouéèh])/g, 'd’$1');
  return fr && words.some((w) => w !== 'IN' && !Object.values(LINKS).includes(w)) ? fr : undefined;
}
