/**
 * Every collection a piece is in, its main one first (docs/decisions/0105-a-piece-in-many-collections.md):
 * the `collectionIds` of the product JSON and of the admin input always include the main collection
 * (`categoryId`), which is added when left out; each id appears once.
 */
export function collectionsOfPiece(categoryId: number, collectionIds: readonly number[] | undefined): number[] {
  return [...new Set([categoryId, ...(collectionIds ?? [])])];
}

/** The collections a piece is in besides its main one. */
export function extraCollectionsOf(piece: { categoryId: number; collectionIds?: readonly number[] }): number[] {
  return collectionsOfPiece(piece.categoryId, piece.collectionIds).slice(1);
}

/**
 * A collection's pieces in the order she chose for it (`pieceOrder`, her ids first in her order), the pieces she
 * has not placed after them in the order they came in.
 */
export function inCollectionOrder<P extends { id: number }>(pieces: readonly P[], pieceOrder: readonly number[] | undefined): P[] {
  if (!pieceOrder?.length) return [...pieces];
  const rank = new Map(pieceOrder.map((id, index) => [id, index]));
  const placed = (p: P) => rank.get(p.id) ?? Number.MAX_SAFE_INTEGER;
  return pieces.map((p, index) => ({ p, index })).sort((a, b) => placed(a.p) - placed(b.p) || a.index - b.index).map(({ p }) => p);
}
