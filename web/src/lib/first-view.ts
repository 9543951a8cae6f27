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
  return new Promise((resolve) => {
    if (!photo) return resolve();
    // After the next paint: a frame callback runs before it, the task after the callback after it.
    const drawn = () => requestAnimationFrame(() => setTimeout(resolve));
    if (photo.complete) return drawn();
    photo.onload = photo.onerror = drawn;
    setTimeout(drawn, waitMs);
  });
}
