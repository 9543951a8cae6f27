import type { SearchOptions } from 'minisearch';
import { fra } from 'stopword';

/**
 * Lower case without accents or ligatures, so 'Améthyste' and 'amethyste' are one word, and so are
 * 'cœur' and 'coeur' (the ligature has no accent to strip, so it is spelled out).
 */
export function foldTerm(term: string): string {
  return term
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae');
}

/** A term as every index stores it and an English search looks it up. */
export const indexTerm = (term: string): string | null => foldTerm(term) || null;

/** French function words (Snowball's list: 'de', 'en', 'la', 'l’', 'd’'...), folded like the index. */
const FRENCH_STOP_WORDS = new Set(fra.map(foldTerm));

/**
 * A term of a French search: folded, and dropped when it only links words ('bracelet en quartz rose'
 * looks for bracelet, quartz and rose), since every remaining word must match.
 */
export const frenchQueryTerm = (term: string): string | null => {
  const folded = foldTerm(term);
  return folded && !FRENCH_STOP_WORDS.has(folded) ? folded : null;
};

/**
 * Forgiving matching: a word of five letters or more may be one edit away ('amethist', 'bracelets'),
 * a long one two; short words must match exactly or as a prefix, so 'ring' does not find 'wing'.
 */
export const FORGIVING: SearchOptions = {
  prefix: (term) => term.length >= 3,
  fuzzy: (term) => (term.length < 5 ? false : term.length <= 8 ? 1 : 2),
  maxFuzzy: 2,
  combineWith: 'AND',
};
