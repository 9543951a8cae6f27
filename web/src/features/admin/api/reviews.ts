import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminReviewDto, ReviewStatus } from '@crystal/shared/schemas/review';
import { withQuery } from '@/lib/api-path';
import { adminApi } from './admin-request';
import { adminApiPath } from './admin-path';

export const adminReviewsQuery = (status: ReviewStatus) =>
  queryOptions({
    queryKey: [adminApiPath('adminListReviews'), status],
    queryFn: ({ signal }) => adminApi.get<{ reviews: AdminReviewDto[] }>(withQuery(adminApiPath('adminListReviews'), { status }), signal),
    staleTime: 0,
  });

export const useAdminReviews = (status: ReviewStatus) => useQuery(adminReviewsQuery(status));

/** Publish, reject or reply: every list refreshes after (a review moves between them). */
export function useModerateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (a: { id: number; action: 'publish' | 'reject' } | { id: number; action: 'reply'; reply: string }) =>
      a.action === 'reply'
        ? adminApi.put<AdminReviewDto>(adminApiPath('adminReplyReview', { id: a.id }), { reply: a.reply })
        : adminApi.post<AdminReviewDto>(adminApiPath(a.action === 'publish' ? 'adminPublishReview' : 'adminRejectReview', { id: a.id })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [adminApiPath('adminListReviews')] }),
  });
}
