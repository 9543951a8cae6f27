/** Time as the pacer sees it: the real clock, or the bench's scaled one. */
export type Clock = { now(): number; sleep(ms: number): Promise<void> };

export const realClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export type Pacer = { take(): Promise<void>; readonly ratePerSecond: number };

/**
 * Spaces sends evenly at `ratePerSecond` (SES counts a per-second rate): each `take` waits for the next
 * free slot, 1000/rate ms after the one before. Slots are handed out in call order, so concurrent sends
 * share the one rate. An idle pacer does not bank slots (no burst above the rate after a pause), and
 * sends woken late by a paused process are spaced again rather than sent together.
 */
export function createPacer(ratePerSecond: number, clock: Clock = realClock): Pacer {
  if (!(ratePerSecond > 0)) throw new Error('The send rate must be more than 0 a second');
  const interval = 1000 / ratePerSecond;
  let next = -Infinity;
  return {
    ratePerSecond,
    async take() {
      for (;;) {
        const now = clock.now();
        const slot = Math.max(now, next);
        next = slot + interval;
        if (slot <= now) return;
        await clock.sleep(slot - now);
        // Woken late (the process was paused): the sends that slept through the pause would all go at
        // once, above the rate. Each takes a fresh slot instead.
        if (clock.now() - slot < interval) return;
      }
    },
  };
}
