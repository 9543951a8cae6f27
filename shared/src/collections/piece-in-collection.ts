/** A piece as far as its collections go: its category, and (later) the further collections it is in. */
export type CollectionPiece = { categoryId: number; collectionIds?: readonly number[] };

/**
 * Whether a piece belongs to a collection (docs/decisions/0102-collection-and-free-shipping-codes.md): its
 * category is that collection, or the collection is among its `collectionIds`. The one place this is
 * decided: a collection's discount code, and later pieces listed in more than one collection, ask here.
 */
export function pieceInCollection(piece: CollectionPiece, collectionId: number): boolean {
  return piece.categoryId === collectionId || (piece.collectionIds?.includes(collectionId) ?? false);
}
