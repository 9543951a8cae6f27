import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductReviews } from '@crystal/shared/schemas/review';
import { api } from '@/lib/api-client';
import { apiPath } from '@/lib/api-path';
import { reviewsApiPath } from '@/lib/api-paths/reviews-path';

/**
 * Keyed under the catalogue's products, so the server draws a piece's reviews into its page (a catalogue
 * read, web/src/server/server-reads.ts) and the browser takes them over from the page's state rather than
 * drawing them in after (which raced the taking over of the page's lower half).
 */
export const productReviewsQuery = (id: number) =>
  queryOptions({
    queryKey: [apiPath('listProducts'), id, 'reviews'],
    queryFn: ({ signal }) => api.get<ProductReviews>(reviewsApiPath('listProductReviews', { id }), { signal }),
    staleTime: 60_000,
  });

/** A piece's published reviews, newest first, with the average and count. */
export const useProductReviews = (id: number, enabled = true) => useQuery({ ...productReviewsQuery(id), enabled });
