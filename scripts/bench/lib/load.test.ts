import { describe, expect, it } from 'vitest';
import { combineRuns, rotated, type LoadResult } from './load';

const run = (over: Partial<LoadResult>): LoadResult => ({ requestsPerSec: 0, total: 0, p50: 0, p99: 0, errors: 0, non2xx: 0, timeouts: 0, ...over });

describe('combineRuns', () => {
  it('averages throughput and latency over equal-length runs and sums the counts', () => {
    const out = combineRuns([
      run({ requestsPerSec: 300, total: 1500, p50: 200, p99: 400, errors: 1, non2xx: 1, errorKinds: { 'HTTP 500': 1 } }),
      run({ requestsPerSec: 400, total: 2000, p50: 100, p99: 600, errors: 2, timeouts: 2, errorKinds: { timeout: 2 }, firstErrorAtSec: 3 }),
    ]);
    expect(out).toEqual({
      requestsPerSec: 350,
      total: 3500,
      p50: 150,
      p99: 500,
      errors: 3,
      non2xx: 1,
      timeouts: 2,
      errorKinds: { 'HTTP 500': 1, timeout: 2 },
      firstErrorAtSec: 3,
    });
  });

  it('refuses no runs rather than reporting zeros', () => {
    expect(() => combineRuns([])).toThrow(/at least one run/);
  });
});

describe('rotated', () => {
  it('starts each round with the next server, so each runs first, middle and last in turn', () => {
    const servers = ['shop', 'floor', 'bare'];
    expect([0, 1, 2, 3].map((r) => rotated(servers, r))).toEqual([
      ['shop', 'floor', 'bare'],
      ['floor', 'bare', 'shop'],
      ['bare', 'shop', 'floor'],
      ['shop', 'floor', 'bare'],
    ]);
  });
});
