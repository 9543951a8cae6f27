import { parseReviewSubject } from '@crystal/shared/review-link';
import type { AdminReviewDto, ReviewInput, ReviewStatus } from '@crystal/shared/schemas/review';
import { AppError, conflict, notFound } from '../lib/errors';
import { nextId } from '../lib/db/next-id';
import { verifyToken } from '../lib/links/signed-token';
import { getOrder } from '../orders';
import { forgetCatalogueReads } from '../catalog';
import { reviewKey, reviewSortKey, reviewStatusPk, type ReviewRecord } from './review-item';
import { getReview, insertReview, listReviewsByStatus, moveReview, setReply } from './review-repository';
import { toReviewDto } from './product-reviews';

const badLink = () => new AppError('NOT_FOUND', 'This review link is not valid or has expired');

/**
 * A buyer's review through her signed link (one per piece of an order): pending until the artisan reads
 * it. A second post with the same link is a 409; a forged, altered or expired link, or one for an order not
 * delivered, a 404.
 */
export async function postReview(token: string, input: ReviewInput): Promise<{ id: number; status: ReviewStatus }> {
  const subject = await verifyToken('review', token);
  const parsed = subject ? parseReviewSubject(subject) : undefined;
  if (!parsed) throw badLink();
  const order = await getOrder(parsed.orderId);
  const line = order?.items.find((l) => l.productId === parsed.productId);
  // A buyer is one whose order reached her: the job mails only delivered orders, and a link is honoured only for one.
  if (!order || !line || !order.deliveredAt) throw badLink();
  const id = await nextId('review');
  const now = new Date().toISOString();
  const review: ReviewRecord = {
    ...reviewKey(id),
    type: 'review',
    id,
    orderId: order.id,
    productId: parsed.productId,
    productName: line.name,
    rating: input.rating,
    ...(input.title ? { title: input.title } : {}),
    body: input.body,
    displayName: input.displayName,
    language: parsed.language,
    status: 'pending',
    createdAt: now,
    updatedAt: now,
    gsi1pk: reviewStatusPk('pending'),
    gsi1sk: reviewSortKey(now, id),
  };
  if (!(await insertReview(review))) throw conflict('A review was already sent with this link');
  return { id, status: 'pending' };
}

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
