import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Refetches a session list (cart, wishlist) after a write to it. A read still in flight was sent before
 * the write, so its answer is stale: TanStack Query's invalidate would reuse it when the query has no data
 * yet (a heart tapped before the page's first wishlist read came back showed "Add to Wishlist" after
 * "Added to Wishlist"). Cancelling it first makes the refetch a new read, sent after the write.
 */
export async function refetchAfterWrite(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  await queryClient.cancelQueries({ queryKey });
  await queryClient.invalidateQueries({ queryKey });
}
