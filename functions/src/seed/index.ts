/**
 * The seed catalogue: the artisan's collections and pieces, with their sizes, lengths, engravings,
 * made-to-order settings and French texts, as data. The local runtime and `npm run seed`
 * (scripts/seed) write it to the table; tests and the e2e suite read it. It lives under functions/src so
 * that both reach it without an import up into scripts/ (decision 0029).
 * The module's one door (decision 0029): other modules import it only from here. Re-exports only.
 */
export { CATEGORIES, PRODUCTS, seedEtsyLink } from './catalogue';
export { SEED_CHOICES, seedStock } from './catalogue-choices';
export { SEED_CARE_FR, SEED_CATEGORIES_FR, SEED_PIECES_FR, seedPieceFrench } from './catalogue-fr';
