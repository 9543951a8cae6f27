import { useEffect, useState } from 'react';

/** Runs `fn` once the browser is idle after the page's first work (or after `timeoutMs` at the latest). */
export function onIdle(fn: () => void, timeoutMs = 2500): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(fn, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(fn, 1200);
  return () => clearTimeout(id);
}

/**
 * False until the browser is first idle: for code a first paint does not need (tooltips, toasts, side
 * sheets, the chat widget), so it loads after the page is up instead of delaying it.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => onIdle(() => setIdle(true)), []);
  return idle;
}
