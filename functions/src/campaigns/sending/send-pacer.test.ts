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

  it('after a pause of the process, the sends that slept through it go one interval apart, not together', async () => {
    // The process is paused until 2 s: every timer due before then fires at 2 s, all at once.
    let t = 0;
    const timers: { at: number; wake: () => void }[] = [];
    const clock: Clock = { now: () => t, sleep: (ms) => new Promise<void>((wake) => timers.push({ at: Math.max(t + ms, 2000), wake })) };
    const pacer = createPacer(10, clock);
    const times: number[] = [];
    const sends = Promise.all(
      Array.from({ length: 6 }, async () => {
        await pacer.take();
        times.push(t);
      }),
    );
    while (times.length < 6) {
      await new Promise((resolve) => setImmediate(resolve));
      timers.sort((a, b) => a.at - b.at);
      t = Math.max(t, timers[0]?.at ?? t);
      for (const due of timers.filter((x) => x.at <= t)) {
        timers.splice(timers.indexOf(due), 1);
        due.wake();
      }
    }
    await sends;
    expect(times.filter((at) => at >= 2000).length).toBeGreaterThan(1);
    for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(99.99);
  });
});
