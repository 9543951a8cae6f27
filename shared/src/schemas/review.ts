import * as z from '../zod';
import type { Language } from './language';
import { multiLineText, singleLineText } from './human-text';

/** A review's life: pending until she reads it, then published (shown) or rejected (hidden). */
export const REVIEW_STATUSES = ['pending', 'published', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_LIMITS = { title: 100, body: 2000, displayName: 40, reply: 1000 } as const;

/** `POST /api/reviews/{token}`: the buyer's stars and words, and the name to show. No account, no photo. */
export const reviewInputSchema = z.strictObject({
  rating: z.int('Rating must be a whole number of stars').check(z.minimum(1, 'Rating is 1 to 5 stars'), z.maximum(5, 'Rating is 1 to 5 stars')),
  title: z.optional(singleLineText({ label: 'Title', max: REVIEW_LIMITS.title, required: false })),
  body: multiLineText({ label: 'Review', max: REVIEW_LIMITS.body }),
  displayName: singleLineText({ label: 'Name to show', max: REVIEW_LIMITS.displayName }),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

/** `PUT /api/admin/reviews/{id}/reply`: her answer, shown under the review. */
export const reviewReplySchema = z.strictObject({
  reply: multiLineText({ label: 'Reply', max: REVIEW_LIMITS.reply }),
});

/** `GET /api/admin/reviews?status=...` (pending when left out). */
export const adminReviewsQuerySchema = z.object({
  status: z.optional(z.enum(REVIEW_STATUSES, { message: 'Status must be pending, published or rejected' })),
});

/** One published review as shoppers read it. */
export type ReviewDto = {
  id: number;
  rating: number;
  title?: string;
  body: string;
  displayName: string;
  createdAt: string;
  language: Language;
  /** Always true: only a buyer's signed link can post one. */
  verifiedPurchase: true;
  reply?: string;
};

/** `GET /api/products/{id}/reviews`: published reviews only, newest first. */
export type ProductReviews = { average: number; count: number; reviews: ReviewDto[] };

/** A product's rating from its published reviews (absent until one is published). */
export type ProductRating = { average: number; count: number };

/** A review in /admin: the shopper's fields, its status, and the piece and order it came from. */
export type AdminReviewDto = Omit<ReviewDto, 'reply'> & {
  status: ReviewStatus;
  productId: number;
  productName: string;
  orderId: number;
  reply?: string;
  updatedAt: string;
};

/** The average shown: one decimal (4.8). */
export const ratingAverage = (sum: number, count: number) => (count > 0 ? Math.round((sum / count) * 10) / 10 : 0);
