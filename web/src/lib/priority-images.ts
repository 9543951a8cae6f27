/**
 * The page's priority images (its LCP candidates: the product page's main photo, the first cards). Lazy
 * images wait until these have loaded, so on a phone's network the first photo does not share its
 * bandwidth with the photos below it. A priority image that never settles lets the others go after
 * `PRIORITY_WAIT_MS`.
 */
export const PRIORITY_WAIT_MS = 2500;

let pending = 0;
const waiting = new Set<() => void>();

function release(): void {
  for (const go of [...waiting]) go();
  waiting.clear();
}

/** A priority image starts loading; call the returned function once it has loaded, failed or gone. */
export function holdForPriorityImage(): () => void {
  pending += 1;
  let done = false;
  return () => {
    if (done) return;
    done = true;
    pending -= 1;
    if (pending === 0) release();
  };
}

/** Calls `go` once no priority image is loading (at once if none is), or after PRIORITY_WAIT_MS. Returns a cancel. */
export function afterPriorityImages(go: () => void): () => void {
  if (pending === 0) {
    go();
    return () => {};
  }
  const timer = setTimeout(() => {
    waiting.delete(once);
    go();
  }, PRIORITY_WAIT_MS);
  const once = () => {
    clearTimeout(timer);
    go();
  };
  waiting.add(once);
  return () => {
    clearTimeout(timer);
    waiting.delete(once);
  };
}
