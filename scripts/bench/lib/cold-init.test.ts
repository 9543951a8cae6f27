import { describe, expect, it } from 'vitest';
import { pairedMedianRatio, type Sample } from './cold-init';

const s = (ms: number): Sample => ({ ms, sdkMs: 0, cpuMs: ms, routesMs: 0 });

describe('pairedMedianRatio', () => {
  it('cancels a slow stretch that hits both processes of a pair', () => {
    // Rounds 3-5 ran under load: both sides twice as slow. Each pair is still 1.2x.
    const fn = [120, 120, 240, 240, 240].map(s);
    const floor = [100, 100, 200, 200, 200].map(s);
    expect(pairedMedianRatio(fn, floor)).toBeCloseTo(1.2);
  });

  it('takes the median of the pairs, so one outlier round does not move it', () => {
    expect(pairedMedianRatio([110, 130, 400].map(s), [100, 100, 100].map(s))).toBeCloseTo(1.3);
  });

  it('pairs the CPU time instead when asked: waiting for a busy core adds wall time, not CPU time', () => {
    const busy = (ms: number, cpuMs: number): Sample => ({ ms, sdkMs: 0, cpuMs, routesMs: 0 });
    // The function waited for a core in every round (wall 2x its CPU time); the floor did not.
    const fn = [busy(240, 110), busy(260, 115), busy(250, 112)];
    const floor = [busy(100, 100), busy(100, 100), busy(100, 100)];
    expect(pairedMedianRatio(fn, floor)).toBeCloseTo(2.5);
    expect(pairedMedianRatio(fn, floor, 'cpuMs')).toBeCloseTo(1.12);
  });

  it('refuses rounds that do not pair up', () => {
    expect(() => pairedMedianRatio([s(1)], [])).toThrow(/equal/);
  });
});
