import { PAGE_PRODUCT_ELEMENT_ID } from '@crystal/shared/product-page';
import type { ListedProduct } from '../lib/listing-filters';

/**
 * The product a product page's HTML carries (the catalog function's page route), if it is piece `id`:
 * read once and removed, for the first render of the page the shopper landed on.
 */
export function takePageProduct(id: number): ListedProduct | undefined {
  const block = typeof document === 'undefined' ? null : document.getElementById(PAGE_PRODUCT_ELEMENT_ID);
  if (!block) return undefined;
  block.remove();
  try {
    const product = JSON.parse(block.textContent ?? '') as ListedProduct | null;
    return product?.id === id ? product : undefined;
  } catch {
    return undefined;
  }
}
