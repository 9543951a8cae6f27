import { describe, expect, it } from 'vitest';
import { renderHook, act } from '@testing-library/react';
import { toast, useToasts } from './use-toast';

describe('toast store', () => {
  it('keeps at most one toast open: a new toast closes the previous one', () => {
    const { result } = renderHook(() => useToasts());
    act(() => void toast({ title: 'Added to Cart', description: 'Amethyst has been added to your cart.' }));
    act(() => void toast({ title: 'Item removed' }));
    const open = result.current.filter((t) => t.open);
    expect(open).toHaveLength(1);
    expect(open[0]!.title).toBe('Item removed');
  });
});
