import { describe, expect, it } from 'vitest';
import { guidePage, recentTurns, TURNS_SENT } from './guide-context';

describe('the context the guide is sent', () => {
  it('names the product on a product page, and only the path elsewhere', () => {
    expect(guidePage('/shop/product/12')).toEqual({ path: '/shop/product/12', productId: 12 });
    expect(guidePage('/shop/products/crystal-necklaces')).toEqual({
      path: '/shop/products/crystal-necklaces',
    });
  });

  it('keeps only the last few turns, each bounded', () => {
    const turns = Array.from({ length: 10 }, (_, i) => ({
      role: i % 2 ? ('assistant' as const) : ('user' as const),
      content: `${i}`.repeat(3000),
    }));
    const sent = recentTurns(turns);
    expect(sent).toHaveLength(TURNS_SENT);
    expect(sent[0]!.content.startsWith('4')).toBe(true);
    expect(sent.every((t) => t.content.length <= 2000)).toBe(true);
  });
});
