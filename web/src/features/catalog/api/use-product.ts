import { useQuery } from '@tanstack/react-query';
import { productQuery } from './get-product';
import { landedProduct } from './landed-product';

/**
 * The detail page's product. docs/decisions/0022-validation-rules.md: a non-numeric id makes no request
 * (pass undefined). Landed from a link, the piece in the page's HTML shows at once, with no API round
 * trip first; the fresh read (already on its way, started with the page's code) replaces it when it lands.
 */
export const useProduct = (id: number | undefined) =>
  useQuery({
    ...productQuery(id ?? 0),
    enabled: id !== undefined,
    placeholderData: () => (id === undefined ? undefined : landedProduct(id)),
  });
