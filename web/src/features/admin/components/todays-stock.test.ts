import { describe, expect, it } from 'vitest';
import type { AdminProduct, ProductInput } from '@crystal/shared/schemas/admin-product';
import { withTodaysStock } from './todays-stock';

describe('withTodaysStock', () => {
  it('keeps her edits and takes today’s counts and version after a stale save', () => {
    const form = {
      name: 'Moonstone Ring (typo fixed)',
      stockQuantity: 9,
      options: [{ name: 'Size', values: [{ value: '10', stockQuantity: 1 }, { value: '11', stockQuantity: 2 }] }],
      updatedAt: '2026-11-28T10:00:00.000Z',
    } as unknown as ProductInput;
    const today = {
      stockQuantity: 9,
      options: [{ name: 'Size', values: [{ value: '10', stockQuantity: 0 }, { value: '11', stockQuantity: 2 }] }],
      updatedAt: '2026-11-28T10:05:00.000Z',
    } as unknown as AdminProduct;
    const merged = withTodaysStock(form, today);
    expect(merged.options![0]!.values.map((v) => v.stockQuantity)).toEqual([0, 2]);
    expect(merged.updatedAt).toBe('2026-11-28T10:05:00.000Z');
  });
});
