import { useQuery } from '@tanstack/react-query';
import { productQuery } from './get-product';

/**
 * The detail page's product. docs/decisions/0022-validation-rules.md: a non-numeric id makes no request
 * (pass undefined). Landed from a link, the piece comes with the page's HTML (its read already answered:
 * server/render-page.tsx). A piece that was not found is not asked again on mount: the server draws
 * 'Product Not Found' and the browser takes that over as drawn.
 */
export const useProduct = (id: number | undefined) =>
  useQuery({ ...productQuery(id ?? 0), enabled: id !== undefined, retryOnMount: false });
