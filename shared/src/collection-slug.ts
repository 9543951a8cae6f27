/**
 * A collection's address (`/products/{slug}`), made from its name when she creates it and never changed
 * after (docs/decisions/0046-collections-she-manages.md): accents dropped, lower case, words joined by dashes.
 */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX = 60;

/** `/products/featured` is the Best Sellers listing, so no collection may take that address. */
export const RESERVED_SLUGS: readonly string[] = ['featured'];

/** Lower case, no accents, every run of other characters one dash ('Boucles d’oreilles' -> 'boucles-d-oreilles'). */
export function slugFromName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX)
    .replace(/^-+|-+$/g, '');
}

/** Two names are the same collection name when they match ignoring case, accents and spacing ('Earrings' = 'earrings '). */
export function collectionNameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
