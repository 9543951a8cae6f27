import { describe, expect, it } from 'vitest';
import { createPacer } from './send-pacer';

/** A clock whose timers fire at `fires(dueAt)`: on time, or late as a busy or paused process's do. */
function timerClock(fires: (dueAt: number) => number = (at) => at) {
  const timers: { at: number; wake: () => void }[] = [];
  const clock = { t: 0, timers, now: () => clock.t, sleep: (ms: number) => new Promise<void>((wake) => timers.push({ at: fires(clock.t + ms), wake })) };
  return clock;
}

/** Runs the clock's timers in order until `done` settles. */
async function drive(clock: ReturnType<typeof timerClock>, done: Promise<unknown>): Promise<void> {
  let settled = false;
  void done.finally(() => (settled = true));
  while (!settled) {
    await new Promise((resolve) => setImmediate(resolve));
    clock.timers.sort((a, b) => a.at - b.at);
    clock.t = Math.max(clock.t, clock.timers[0]?.at ?? clock.t);
    for (const due of clock.timers.filter((x) => x.at <= clock.t)) {
      clock.timers.splice(clock.timers.indexOf(due), 1);
      due.wake();
    }
  }
}

/** `count` concurrent sends through a pacer at `rate`, each time it is let go (in call order). */
async function sendsWith(clock: ReturnType<typeof timerClock>, rate: number, count: number, pacer = createPacer(rate, clock)): Promise<number[]> {
  const times: number[] = [];
  const sends = Promise.all(Array.from({ length: count }, (_, i) => pacer.take().then(() => (times[i] = clock.t))));
  await drive(clock, sends);
  return times;
}

/** The most sends in any window of `ms` (SES's count is per second). */
const mostIn = (times: number[], ms: number) => Math.max(...times.map((start) => times.filter((t) => t >= start && t < start + ms).length));

describe('send pacer', () => {
  it('never more than 14 in any second at 14 a second: 29 sends take just over 2 seconds, let go in call order', async () => {
    const times = await sendsWith(timerClock(), 14, 29);
    expect(mostIn(times, 1000)).toBe(14);
    expect(times[28]).toBeGreaterThanOrEqual(2000);
    expect(times[28]).toBeLessThan(2000 * 1.03);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('a whole rate is kept whole and a fractional one rounded down a second (7.5 -> 7), so two senders at half of 15 stay within 15', async () => {
    expect(createPacer(14).perWindow).toBe(14);
    expect(createPacer(7.5).perWindow).toBe(7);
    const times = await sendsWith(timerClock(), 7.5, 30);
    expect(mostIn(times, 1000)).toBe(7);
    // Under one a second: one send a window of 1/rate seconds.
    const slow = await sendsWith(timerClock(), 0.5, 3);
    expect(slow[2]! - slow[1]!).toBeGreaterThanOrEqual(2000);
  });

  it('an idle pacer banks one second’s sends at most: after 5 s idle, 14 go at once and the 15th a second later', async () => {
    const clock = timerClock();
    const pacer = createPacer(14, clock);
    await sendsWith(clock, 14, 3, pacer);
    clock.t += 5000;
    const start = clock.t;
    const times = await sendsWith(clock, 14, 15, pacer);
    expect(times.slice(0, 14).every((t) => t === start)).toBe(true);
    expect(times[14]! - start).toBeGreaterThanOrEqual(1000);
  });

  it('timers that fire late never put more than the rate into a second, and the rest of the second is caught up on', async () => {
    // Every third timer fires 30 ms late (a busy process); SES counts sends by when they arrive.
    let timers = 0;
    const times = await sendsWith(timerClock((at) => at + (++timers % 3 === 0 ? 30 : 0)), 14, 70);
    expect(mostIn(times, 1000)).toBeLessThanOrEqual(14);
    expect(times[69]! - times[0]!).toBeLessThan(((70 - 14) / 14) * 1000 * 1.05);
  });

  it('after a pause of the process, the sends that slept through it stay within the rate', async () => {
    // The process is paused until 2 s: every timer due before then fires at 2 s, all at once.
    const times = await sendsWith(timerClock((at) => Math.max(at, 2000)), 10, 40);
    expect(times.filter((at) => at >= 2000).length).toBeGreaterThan(10);
    expect(mostIn(times, 1000)).toBeLessThanOrEqual(10);
  });
});
