/**
 * The seed catalogue: the artisan's collections and pieces, with their sizes, lengths, engravings and
 * made-to-order settings, as data. The local runtime and `npm run seed`
 * (scripts/seed) write it to the table; tests and the e2e suite read it. It lives under functions/src so
 * that both reach it without an import up into scripts/ (decision 0029).
 * The module's one door (decision 0029): other modules import it only from here. Re-exports only.
 */
export { CATEGORIES, PRODUCTS, seedEtsyLink } from './catalogue';
export { SEED_CHOICES, seedStock } from './catalogue-choices';
