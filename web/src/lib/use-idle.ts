import { useEffect, useState } from 'react';

/** How long after the load event deferred code waits, so the page's own requests (data, images) go first. */
const SETTLE_MS = 1000;

function whenIdle(fn: () => void, timeoutMs: number): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(fn, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(fn, 0);
  return () => clearTimeout(id);
}

/**
 * Runs `fn` once the page has loaded, settled for a moment and the browser is idle: a phone on a slow
 * network spends its first bandwidth on the page's data and images, not on code nobody has asked for yet.
 */
export function onIdle(fn: () => void, timeoutMs = 2000): () => void {
  let cancel = () => {};
  const afterLoad = () => {
    const timer = setTimeout(() => (cancel = whenIdle(fn, timeoutMs)), SETTLE_MS);
    cancel = () => clearTimeout(timer);
  };
  if (document.readyState === 'complete') afterLoad();
  else {
    window.addEventListener('load', afterLoad, { once: true });
    cancel = () => window.removeEventListener('load', afterLoad);
  }
  return () => cancel();
}

/**
 * False until the page is loaded and idle (see onIdle): for code a first paint does not need (tooltips,
 * toasts, side sheets, the chat widget).
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => onIdle(() => setIdle(true)), []);
  return idle;
}
