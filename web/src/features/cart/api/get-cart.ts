import { queryOptions } from '@tanstack/react-query';
import type { CartLine } from '@crystal/shared/schemas/cart';
import { lineTotalCents } from '@/lib/cart-lines';
import { api } from '@/lib/api-client';
import { apiPath } from '@/lib/api-path';
import { useSessionQuery } from '@/lib/use-session-query';

export const getCart = (signal?: AbortSignal) => api.get<CartLine[]>(apiPath('getCart'), { signal });

/** The server cart is always treated as stale (docs/decisions/0024-states.md). */
export const cartQuery = () =>
  queryOptions({ queryKey: [apiPath('getCart')], queryFn: ({ signal }) => getCart(signal), staleTime: 0 });

/** The session's cart; none while the app takes over a page the server drew (use-session-query.ts). */
export const useCart = () => useSessionQuery(cartQuery());

export function cartCount(items: CartLine[] | undefined): number {
  return (items ?? []).reduce((sum, item) => sum + item.quantity, 0);
}

/** Sum of price times quantity, in cents (a gift card line's price is its amount). */
export function cartTotalCents(items: CartLine[] | undefined): number {
  return (items ?? []).reduce((sum, item) => sum + lineTotalCents(item), 0);
}
