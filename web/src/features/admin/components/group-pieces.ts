import type { AdminProduct } from '@crystal/shared/schemas/admin-product';

export type PieceGroup = { id: string; name: string; pieces: AdminProduct[] };

/**
 * Pieces grouped by their main collection, in the collections' order (a collection with no piece is left
 * out; one the list does not know yet comes after, as "Other"), with every archived piece in "Archived" last.
 */
export function groupPieces(products: readonly AdminProduct[], collections: readonly { id: number; name: string }[]): PieceGroup[] {
  const active = products.filter((p) => p.isActive);
  const known = new Set(collections.map((c) => c.id));
  const groups: PieceGroup[] = collections.map((c) => ({ id: String(c.id), name: c.name, pieces: active.filter((p) => p.categoryId === c.id) }));
  groups.push({ id: 'other', name: 'Other', pieces: active.filter((p) => !known.has(p.categoryId)) });
  groups.push({ id: 'archived', name: 'Archived', pieces: products.filter((p) => !p.isActive) });
  return groups.filter((g) => g.pieces.length > 0);
}
