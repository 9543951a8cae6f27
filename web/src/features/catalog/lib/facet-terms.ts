import { frenchTerm } from '@crystal/shared/glossary-fr';
import { currentLocale } from '@/i18n/i18n';

/**
 * Materials and stones as the shopper reads them: on the French site the glossary's French
 * ("argent sterling", "quartz rose"), else the catalogue's English word with `lang: 'en'`.
 */
export function facetTerm(term: string): { text: string; lang: 'en' | undefined } {
  if (currentLocale() !== 'fr') return { text: term, lang: undefined };
  const french = frenchTerm(term);
  return french ? { text: french, lang: undefined } : { text: term, lang: 'en' };
}

/** A piece's list of materials or stones, joined; marked English only when none has its French. */
export function facetList(terms: readonly string[]): { text: string; lang: 'en' | undefined } {
  const shown = terms.map(facetTerm);
  return { text: shown.map((s) => s.text).join(', '), lang: shown.length && shown.every((s) => s.lang) ? 'en' : undefined };
}
