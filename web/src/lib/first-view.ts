/** How long the app waits for the first view's photo before it takes over anyway. */
export const FIRST_VIEW_WAIT_MS = 1500;

/**
 * A product page's HTML carries its first view: the header bar, the breadcrumb and the main photo
 * (functions/src/catalog/render-first-view.ts). The app's first render replaces it, so it waits until
 * that photo has been drawn (or failed, or FIRST_VIEW_WAIT_MS passed): the shopper's photo is never
 * swapped for a copy that is still decoding. Any other page resolves at once.
 */
export function firstViewShown(doc: Document = document, waitMs = FIRST_VIEW_WAIT_MS): Promise<void> {
  const photo = doc.querySelector<HTMLImageElement>('[data-first-view] img');
  if (!photo) return Promise.resolve();
  return new Promise((resolve) => {
    let settled = false;
    // After the next frame is painted: requestAnimationFrame runs before the paint, the task after it.
    const drawn = () => {
      if (settled) return;
      settled = true;
      requestAnimationFrame(() => setTimeout(resolve, 0));
    };
    if (photo.complete) return drawn();
    photo.addEventListener('load', drawn, { once: true });
    photo.addEventListener('error', drawn, { once: true });
    setTimeout(drawn, waitMs);
  });
}
