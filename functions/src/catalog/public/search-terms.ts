/** Published to the guide: one way to fold a word (case, accents, ligatures) for comparing. */
export { foldTerm } from '../search/search-terms';
