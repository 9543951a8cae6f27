/*
 * The two facts of a catalogue address that decide which request it makes, kept apart from the listing
 * filters so the router can start that request before the page's code has loaded.
 */

/** Returns the numeric product id of a /products/{x} path segment, if it is one (docs/decisions/0001-product-detail-route.md). */
export function numericProductId(segment: string | undefined): number | undefined {
  return segment && /^[1-9]\d{0,11}$/.test(segment) ? Number(segment) : undefined;
}

/** The listing's search term: trimmed and capped, as the page reads it. */
export function listingSearch(params: URLSearchParams): string {
  return (params.get('search') ?? '').trim().slice(0, 100);
}
