import { cachedRead } from './cached-read';

/**
 * The public catalogue's reads (listings, product details, categories), kept for a few seconds in each
 * function's memory; CloudFront keeps the same answers for 30 s. Stock shown may lag by these seconds;
 * orders and carts read the table directly and stay authoritative. Product and category writes made
 * through this process forget them at once, so an edit is visible on the next read.
 */
export const CATALOGUE_READ_TTL_MS = 5_000;

export const catalogueReads = cachedRead(CATALOGUE_READ_TTL_MS);

/** After any write to products or categories. */
export function forgetCatalogueReads(): void {
  catalogueReads.forget();
}
