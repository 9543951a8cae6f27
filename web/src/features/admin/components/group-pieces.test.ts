import { describe, expect, it } from 'vitest';
import type { AdminProduct } from '@crystal/shared/schemas/admin-product';
import { groupPieces } from './group-pieces';

const piece = (id: number, categoryId: number, isActive = true) => ({ id, categoryId, isActive, name: `Piece ${id}` }) as AdminProduct;

describe('her pieces grouped for a phone', () => {
  it('follows the collections’ order, leaves out empty ones, and puts unknown then archived pieces last', () => {
    const collections = [{ id: 2, name: 'Crystal Rings' }, { id: 1, name: 'Crystal Necklaces' }, { id: 3, name: 'Empty' }];
    const groups = groupPieces([piece(1, 1), piece(2, 2), piece(3, 1, false), piece(4, 9), piece(5, 2)], collections);
    expect(groups.map((g) => [g.name, g.pieces.map((p) => p.id)])).toEqual([
      ['Crystal Rings', [2, 5]],
      ['Crystal Necklaces', [1]],
      ['Other', [4]],
      ['Archived', [3]],
    ]);
  });

  it('keeps every piece exactly once', () => {
    const products = [piece(1, 1), piece(2, 1, false), piece(3, 7)];
    expect(groupPieces(products, [{ id: 1, name: 'A' }]).flatMap((g) => g.pieces).map((p) => p.id).sort()).toEqual([1, 2, 3]);
  });
});
