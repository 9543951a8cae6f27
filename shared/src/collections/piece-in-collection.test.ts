import { describe, expect, it } from 'vitest';
import { pieceInCollection } from './piece-in-collection';

describe('pieceInCollection', () => {
  it('is in the collection its category is', () => {
    expect(pieceInCollection({ categoryId: 3 }, 3)).toBe(true);
    expect(pieceInCollection({ categoryId: 3 }, 4)).toBe(false);
  });

  it('is also in each collection its collectionIds name, and in no other', () => {
    const piece = { categoryId: 3, collectionIds: [7, 9] };
    expect([3, 7, 9].map((id) => pieceInCollection(piece, id))).toEqual([true, true, true]);
    expect(pieceInCollection(piece, 8)).toBe(false);
    expect(pieceInCollection({ categoryId: 3, collectionIds: [] }, 3)).toBe(true);
  });
});
