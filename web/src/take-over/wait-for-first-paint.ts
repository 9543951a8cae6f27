/**
 * How long a page that arrived as HTML waits for its photos before the app takes it over anyway: on a
 * slow connection the page stays readable, and its buttons and forms work after this at the latest.
 */
export const FIRST_PAINT_WAIT_MS = 2500;

type PaintObserver = { observe(options: { type: string; buffered: boolean }): void; disconnect(): void };
type PaintObserverClass = {
  new (callback: (list: { getEntriesByName(name: string): unknown[] }) => void): PaintObserver;
  supportedEntryTypes?: readonly string[];
};

/** Resolves once the browser reports the page's first contentful paint (at once where it cannot tell). */
function firstPaintReported(win: Window): Promise<void> {
  return new Promise((resolve) => {
    const Observer = (win as unknown as { PerformanceObserver?: PaintObserverClass }).PerformanceObserver;
    if (!Observer?.supportedEntryTypes?.includes('paint')) return resolve();
    const observer = new Observer((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/**
 * Resolves once the page's first screen has been painted: after the load event (the HTML's photos are
 * in, so the first screen is whole), the browser's report of the first paint (which comes once that
 * paint is on screen), the two frames that follow (the photos, loaded, are drawn in the first) and the
 * task after them; or after `maxWaitMs` if the photos are slow. A hidden tab paints nothing: it
 * resolves at once.
 */
export function waitForFirstPaint(win: Window = window, maxWaitMs = FIRST_PAINT_WAIT_MS): Promise<void> {
  return new Promise((resolve) => {
    if (win.document.visibilityState === 'hidden') return resolve();
    let waiting = true;
    const afterNextFrames = () => {
      if (!waiting) return;
      waiting = false;
      win.requestAnimationFrame(() => win.requestAnimationFrame(() => win.setTimeout(resolve, 0)));
    };
    const loaded =
      win.document.readyState === 'complete' ? Promise.resolve() : new Promise<void>((r) => win.addEventListener('load', () => r(), { once: true }));
    void loaded.then(() => firstPaintReported(win)).then(afterNextFrames);
    win.setTimeout(afterNextFrames, maxWaitMs);
  });
}
