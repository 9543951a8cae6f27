import { PAGE_PRODUCT_ELEMENT_ID } from '@crystal/shared/product-page';
import type { ListedProduct } from '../lib/listing-filters';

let landed: ListedProduct | null | undefined;

/**
 * The product a product page's HTML carries (the catalog function's page route), if it is piece `id`:
 * the piece the shopper landed on, shown while its fresh read is still on the way. The block is read
 * once and removed.
 */
export function landedProduct(id: number): ListedProduct | undefined {
  if (landed === undefined) {
    const block = typeof document === 'undefined' ? null : document.getElementById(PAGE_PRODUCT_ELEMENT_ID);
    block?.remove();
    try {
      landed = block ? (JSON.parse(block.textContent ?? '') as ListedProduct | null) : null;
    } catch {
      landed = null;
    }
  }
  return landed?.id === id ? landed : undefined;
}

/** Forgets what was read (tests). */
export function forgetLandedProduct(): void {
  landed = undefined;
}
