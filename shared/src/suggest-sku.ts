/**
 * The SKU the product editor suggests for a new piece: the shop's prefix, the collection's first three
 * letters and the name's first words, as the seed's SKUs read ('SCJ-EAR-AMETHYST-DROP'). She may edit it;
 * the server still refuses a SKU another piece holds (functions/src/admin/sku-claim.ts). `taken` holds the
 * SKUs in use, so the suggestion is free when offered ('-2', '-3'... when the plain one is taken).
 */
export const SKU_PATTERN = /^[A-Z0-9][A-Z0-9-]{2,39}$/;

const word = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);

export function suggestSku(collectionSlug: string, name: string, taken: Iterable<string> = []): string {
  const used = new Set([...taken].map((s) => s.toUpperCase()));
  const collection = word(collectionSlug).join('').slice(0, 3);
  const base = ['SCJ', ...(collection ? [collection] : []), ...word(name).slice(0, 3)].join('-').slice(0, 34).replace(/-+$/, '');
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) {
    const next = `${base}-${n}`;
    if (!used.has(next)) return next;
  }
}
