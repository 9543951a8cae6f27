/**
 * A collection's address (`/products/{slug}`), made from its name when she creates it and never changed
 * after (docs/decisions/0046-collections-she-manages.md): accents dropped, lower case, words joined by dashes.
 */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX = 60;

/** `/products/featured` is the Best Sellers listing, so no collection may take that address. */
export const RESERVED_SLUGS: readonly string[] = ['featured'];

export const SLUG_REFUSALS = {
  reserved: 'That address is the Best Sellers listing; choose another',
  digits: 'An address of digits only is a piece’s old address (/products/12 opens piece 12): add a word, like gifts-2025',
} as const;

/**
 * Why a collection may not take this address, however it was made (typed, or made from the name: "Featured",
 * "2025"): the Best Sellers listing's, or digits only, which the old product redirect captures. Issue 44.
 */
export function slugRefusal(slug: string): string | undefined {
  if (RESERVED_SLUGS.includes(slug)) return SLUG_REFUSALS.reserved;
  if (/^\d+$/.test(slug)) return SLUG_REFUSALS.digits;
  return undefined;
}

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
