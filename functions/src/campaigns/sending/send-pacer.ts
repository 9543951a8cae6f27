/** Time as the pacer sees it: the real clock, or the bench's scaled one. */
export type Clock = { now(): number; sleep(ms: number): Promise<void> };

export const realClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export type Pacer = { take(): Promise<void>; readonly ratePerSecond: number; readonly perWindow: number; readonly windowMs: number };

/**
 * How much longer than a second the pacer's window is: 2%, so a mail that reaches SES a few ms after the
 * pacer let it go still falls in the second SES counts it in.
 */
export const PACE_HEADROOM = 0.02;

/**
 * Keeps sends within SES's per-second rate as SES counts it: never more than `perWindow` (the rate,
 * whole) in any window of just over a second. Sends are let go in call order, so concurrent senders share
 * the one rate. Within that, a send goes as soon as the window has room: a sender held up for a moment
 * (a slow table write, a busy or paused process) catches up on the rest of that second instead of losing
 * it, and an idle pacer banks nothing beyond one second's sends. Each send counts from when it actually
 * went, so a timer that fires late never puts more sends into a second than the rate.
 */
export function createPacer(ratePerSecond: number, clock: Clock = realClock): Pacer {
  if (!(ratePerSecond > 0)) throw new Error('The send rate must be more than 0 a second');
  // A fractional rate keeps its whole part a second (7.5 -> 7 a second); under 1 a second, one send a window.
  const perWindow = Math.max(1, Math.floor(ratePerSecond));
  const windowMs = Math.max(1000, (perWindow / ratePerSecond) * 1000) * (1 + PACE_HEADROOM);
  const sent: number[] = [];
  let turn: Promise<void> = Promise.resolve();
  async function next(): Promise<void> {
    for (;;) {
      const now = clock.now();
      const due = sent.length < perWindow ? now : sent[0]! + windowMs;
      if (due <= now) {
        sent.push(now);
        if (sent.length > perWindow) sent.shift();
        return;
      }
      await clock.sleep(due - now);
    }
  }
  return {
    ratePerSecond,
    perWindow,
    windowMs,
    take() {
      turn = turn.then(next);
      return turn;
    },
  };
}
