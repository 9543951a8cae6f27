import { useMutation } from '@tanstack/react-query';
import type { ReviewInput, ReviewStatus } from '@crystal/shared/schemas/review';
import { api } from '@/lib/api-client';
import { reviewsApiPath } from '@/lib/api-paths/reviews-path';

/** A buyer's review through her mailed link: the token is the credential, no session or account. */
export const postReview = ({ token, review }: { token: string; review: ReviewInput }) =>
  api.post<{ id: number; status: ReviewStatus }>(reviewsApiPath('postReview', { token }), review);

export const usePostReview = () => useMutation({ mutationFn: postReview });
