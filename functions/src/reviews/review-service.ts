import type { AdminReviewDto, ReviewStatus } from '@crystal/shared/schemas/review';
import { conflict, notFound } from '../lib/errors';
import { forgetCatalogueReads } from '../catalog';
import { toReviewDto, type ReviewRecord } from '../published-reviews';
import { getReview, listReviewsByStatus, moveReview, setReply } from './review-repository';

function toAdminReviewDto(r: ReviewRecord): AdminReviewDto {
  return { ...toReviewDto(r), status: r.status, productId: r.productId, productName: r.productName, orderId: r.orderId, updatedAt: r.updatedAt };
}

export async function adminReviews(status: ReviewStatus): Promise<{ reviews: AdminReviewDto[] }> {
  return { reviews: (await listReviewsByStatus(status)).map(toAdminReviewDto) };
}

async function mustGet(id: number): Promise<ReviewRecord> {
  const review = await getReview(id);
  if (!review) throw notFound('Review');
  return review;
}

/** Publishes or rejects (a published review rejected leaves the piece's rating); the same status again changes nothing. */
export async function moderateReview(id: number, to: 'published' | 'rejected'): Promise<AdminReviewDto> {
  const review = await mustGet(id);
  if (review.status === to) return toAdminReviewDto(review);
  const now = new Date().toISOString();
  if (!(await moveReview(review, to, now))) throw conflict('This review changed meanwhile: reload and try again');
  // The piece's rating moved: this process's kept reads go (other functions' expire within seconds).
  forgetCatalogueReads();
  return toAdminReviewDto(await mustGet(id));
}

/** Her reply, shown under the review; the buyer's words and stars stay as sent. */
export async function replyToReview(id: number, reply: string): Promise<AdminReviewDto> {
  if (!(await setReply(id, reply, new Date().toISOString()))) throw notFound('Review');
  return toAdminReviewDto(await mustGet(id));
}
