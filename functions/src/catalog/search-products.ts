import type { Category } from '@crystal/shared/schemas/category';
import type { ProductItem } from './product-item';

function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Every word of the term must appear in the name, description, stones, materials or category. */
export function matchesSearch(item: ProductItem, category: Category | undefined, term: string): boolean {
  const words = normalise(term).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normalise(
    [item.name, item.description, item.sku, ...item.gemstones, ...item.materials, category?.name ?? ''].join(' '),
  );
  return words.every((w) => haystack.includes(w) || (w.endsWith('s') && haystack.includes(w.slice(0, -1))));
}
