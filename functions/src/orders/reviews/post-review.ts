import { parseReviewSubject } from '@crystal/shared/review-link';
import type { ReviewInput, ReviewStatus } from '@crystal/shared/schemas/review';
import { AppError, conflict } from '../../lib/errors';
import { nextId } from '../../lib/db/next-id';
import { verifyToken } from '../../lib/links/signed-token';
import { reviewKey, reviewSortKey, reviewStatusPk, type ReviewRecord } from '../../published-reviews';
import { insertReview } from '../../reviews';
import { getOrder } from '../order-repository';

const badLink = () => new AppError('NOT_FOUND', 'This review link is not valid or has expired');

/**
 * A buyer's review through her signed link (one per piece of an order): pending until the artisan reads
 * it. A second post with the same link is a 409; a forged, altered or expired link a 404.
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
