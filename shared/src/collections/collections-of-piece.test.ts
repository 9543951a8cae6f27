import { describe, expect, it } from 'vitest';
import { collectionsOfPiece, extraCollectionsOf, inCollectionOrder } from './collections-of-piece';
import { pieceInCollection } from './piece-in-collection';

describe('collectionsOfPiece', () => {
  it('lists the main collection first, once, with the others', () => {
    expect(collectionsOfPiece(1, undefined)).toEqual([1]);
    expect(collectionsOfPiece(1, [7, 1, 3])).toEqual([1, 7, 3]);
    expect(extraCollectionsOf({ categoryId: 1, collectionIds: [1, 7] })).toEqual([7]);
  });

  it('agrees with pieceInCollection: a piece is in its main collection and its others', () => {
    const lapis = { categoryId: 1, collectionIds: collectionsOfPiece(1, [7]) };
    expect(pieceInCollection(lapis, 1)).toBe(true);
    expect(pieceInCollection(lapis, 7)).toBe(true);
    expect(pieceInCollection(lapis, 2)).toBe(false);
  });
});

describe('inCollectionOrder', () => {
  const pieces = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];

  it('puts her placed pieces first in her order, the others after as they came', () => {
    expect(inCollectionOrder(pieces, [3, 1]).map((p) => p.id)).toEqual([3, 1, 2, 4]);
    expect(inCollectionOrder(pieces, undefined).map((p) => p.id)).toEqual([1, 2, 3, 4]);
    expect(inCollectionOrder(pieces, [9, 4]).map((p) => p.id)).toEqual([4, 1, 2, 3]);
  });
});
