import { describe, expect, it } from 'vitest';
import { createPacer, type Clock } from './send-pacer';

function fakeClock(): Clock & { t: number } {
  const clock = { t: 0, now: () => clock.t, sleep: async (ms: number) => void (clock.t += ms) };
  return clock;
}

describe('send pacer', () => {
  it('spaces sends at the rate: 14 a second: the 29th send comes 2 seconds after the first, and no 15 within a second', async () => {
    const clock = fakeClock();
    const pacer = createPacer(14, clock);
    const times: number[] = [];
    for (let i = 0; i < 29; i++) {
      await pacer.take();
      times.push(clock.t);
    }
    expect(times[28]).toBeGreaterThanOrEqual(1999.99);
    for (let i = 14; i < times.length; i++) expect(times[i]! - times[i - 14]!).toBeGreaterThanOrEqual(999.99);
  });

  it('banks no slots while idle', async () => {
    const clock = fakeClock();
    const pacer = createPacer(10, clock);
    await pacer.take();
    clock.t += 5000;
    await pacer.take();
    const before = clock.t;
    await pacer.take();
    expect(clock.t - before).toBeCloseTo(100);
  });
});
