import { describe, expect, it, vi } from 'vitest';
import { once } from './once';

describe('once', () => {
  it('loads on the first call, not before, and shares that promise with every later call', async () => {
    const load = vi.fn(async () => ({ client: Symbol('client') }));
    const get = once(load);
    expect(load).not.toHaveBeenCalled();
    const [a, b] = await Promise.all([get(), get()]);
    expect(a).toBe(b);
    expect(await get()).toBe(a);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
