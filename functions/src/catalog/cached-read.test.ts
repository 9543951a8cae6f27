import { describe, expect, it, vi } from 'vitest';
import { cachedRead } from './cached-read';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('cachedRead', () => {
  it('keeps an answer for the TTL, then reads again', async () => {
    let t = 0;
    const reads = cachedRead(5_000, () => t);
    const load = vi.fn(async () => `answer at ${t}`);
    expect(await reads.read('k', load)).toBe('answer at 0');
    t = 4_999;
    expect(await reads.read('k', load)).toBe('answer at 0');
    expect(load).toHaveBeenCalledTimes(1);
    t = 5_000;
    expect(await reads.read('k', load)).toBe('answer at 5000');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('collapses concurrent identical reads into one load, and keeps keys apart', async () => {
    const reads = cachedRead(5_000);
    const gate = deferred<number>();
    const load = vi.fn(() => gate.promise);
    const other = vi.fn(async () => 2);
    const waiting = Array.from({ length: 50 }, () => reads.read('products', load));
    expect(await reads.read('product#1', other)).toBe(2);
    gate.resolve(1);
    expect(await Promise.all(waiting)).toEqual(Array(50).fill(1));
    expect(load).toHaveBeenCalledTimes(1);
    expect(other).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed read: every waiting caller sees the error, the next caller reads again', async () => {
    const reads = cachedRead(5_000);
    const gate = deferred<string>();
    const failing = vi.fn(() => gate.promise);
    const a = reads.read('k', failing);
    const b = reads.read('k', failing);
    gate.reject(new Error('throttled'));
    await expect(a).rejects.toThrow('throttled');
    await expect(b).rejects.toThrow('throttled');
    expect(failing).toHaveBeenCalledTimes(1);
    expect(await reads.read('k', async () => 'fresh')).toBe('fresh');
  });

  it('does not keep an answer its caller refuses (an empty list)', async () => {
    const reads = cachedRead(5_000);
    const load = vi.fn(async () => [] as number[]);
    await reads.read('k', load, (l) => l.length > 0);
    await Promise.resolve();
    await reads.read('k', load, (l) => l.length > 0);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forgets everything, or the keys under a prefix', async () => {
    const reads = cachedRead(5_000);
    let n = 0;
    const load = async () => ++n;
    await reads.read('product#1', load);
    await reads.read('categories', load);
    reads.forget('product#');
    expect(await reads.read('product#1', load)).toBe(3);
    expect(await reads.read('categories', load)).toBe(2);
    reads.forget();
    expect(await reads.read('categories', load)).toBe(4);
  });

  it('sweeps expired keys once many are kept', async () => {
    let t = 0;
    const reads = cachedRead(1_000, () => t);
    const load = vi.fn(async () => t);
    for (let i = 0; i < 600; i++) await reads.read(`product#${i}`, load);
    t = 2_000;
    await reads.read('product#0', load);
    expect(load).toHaveBeenCalledTimes(601);
  });
});
