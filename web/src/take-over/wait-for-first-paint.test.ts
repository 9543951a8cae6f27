import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitForFirstPaint } from './wait-for-first-paint';

type PaintList = { getEntriesByName(name: string): unknown[] };

/** A window whose load, paint reports, frames and timers the test drives (`reportsPaint`: it has a paint observer). */
function fakeWindow(readyState: DocumentReadyState, visibilityState: DocumentVisibilityState = 'visible', reportsPaint = false) {
  const listeners: (() => void)[] = [];
  const frames: (() => void)[] = [];
  const observers: ((list: PaintList) => void)[] = [];
  let painted = false;
  class PerformanceObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    constructor(private callback: (list: PaintList) => void) {}
    observe() {
      observers.push(this.callback);
      if (painted) this.callback({ getEntriesByName: () => [{}] }); // buffered
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1);
    }
  }
  const win = {
    document: { readyState, visibilityState },
    addEventListener: (_: string, fn: () => void) => listeners.push(fn),
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    ...(reportsPaint ? { PerformanceObserver } : {}),
  } as unknown as Window;
  const paint = () => {
    painted = true;
    [...observers].forEach((fn) => fn({ getEntriesByName: () => [{}] }));
  };
  return { win, load: () => listeners.forEach((fn) => fn()), frame: () => frames.splice(0).forEach((fn) => fn()), frames, paint, observers };
}

const settled = async (p: Promise<void>) => {
  let done = false;
  void p.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
};

/** Draws two frames (the page, then the one after it), then whether the wait is over. */
const settledAfterTwoFrames = (w: ReturnType<typeof fakeWindow>, waiting: Promise<void>) => {
  w.frame();
  w.frame();
  return settled(waiting);
};

describe('waitForFirstPaint', () => {
  afterEach(() => vi.useRealTimers());

  it('waits for the load event and two frames after it, then resolves in the task after them', async () => {
    vi.useFakeTimers();
    const w = fakeWindow('interactive');
    const waiting = waitForFirstPaint(w.win, 2500);
    expect(await settled(waiting)).toBe(false);
    w.load();
    expect(await settled(waiting)).toBe(false); // the photos are in, not yet painted
    w.frame();
    expect(await settled(waiting)).toBe(false); // the page is being drawn
    w.frame();
    expect(await settled(waiting)).toBe(true);
  });

  it('waits only for the next frames when the page has loaded already', async () => {
    vi.useFakeTimers();
    const w = fakeWindow('complete');
    const waiting = waitForFirstPaint(w.win, 2500);
    await vi.advanceTimersByTimeAsync(0);
    expect(w.frames).toHaveLength(1);
    expect(await settledAfterTwoFrames(w, waiting)).toBe(true);
  });

  it('gives up waiting for slow photos after the longest wait', async () => {
    vi.useFakeTimers();
    const w = fakeWindow('interactive');
    const waiting = waitForFirstPaint(w.win, 2500);
    await vi.advanceTimersByTimeAsync(2499);
    expect(w.frames).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settledAfterTwoFrames(w, waiting)).toBe(true);
    w.load(); // a late load event asks for no second frame
    expect(w.frames).toHaveLength(0);
  });

  it('where the browser reports paints, waits for the first paint to be reported after the load event', async () => {
    vi.useFakeTimers();
    const w = fakeWindow('interactive', 'visible', true);
    const waiting = waitForFirstPaint(w.win, 2500);
    w.load();
    await vi.advanceTimersByTimeAsync(0);
    expect(w.frames).toHaveLength(0); // loaded, but not yet on screen
    w.paint();
    await vi.advanceTimersByTimeAsync(0);
    expect(w.observers).toHaveLength(0);
    expect(await settledAfterTwoFrames(w, waiting)).toBe(true);
  });

  it('takes a first paint reported before the load event', async () => {
    vi.useFakeTimers();
    const w = fakeWindow('interactive', 'visible', true);
    w.paint();
    const waiting = waitForFirstPaint(w.win, 2500);
    w.load();
    await vi.advanceTimersByTimeAsync(0);
    expect(await settledAfterTwoFrames(w, waiting)).toBe(true);
  });

  it('resolves at once in a hidden tab, which paints nothing', async () => {
    vi.useFakeTimers();
    const w = fakeWindow('loading', 'hidden');
    expect(await settled(waitForFirstPaint(w.win, 2500))).toBe(true);
  });
});
