import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductReviews } from '@crystal/shared/schemas/review';
import { api } from '@/lib/api-client';
import { reviewsApiPath } from '@/lib/api-paths/reviews-path';

export const productReviewsQuery = (id: number) =>
  queryOptions({
    queryKey: [reviewsApiPath('listProductReviews', { id })],
    queryFn: ({ signal }) => api.get<ProductReviews>(reviewsApiPath('listProductReviews', { id }), { signal }),
    staleTime: 60_000,
  });

/** A piece's published reviews, newest first, with the average and count. */
export const useProductReviews = (id: number, enabled = true) => useQuery({ ...productReviewsQuery(id), enabled });
