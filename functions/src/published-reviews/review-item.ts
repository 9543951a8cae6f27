import type { Language } from '@crystal/shared/schemas/language';
import type { ReviewStatus } from '@crystal/shared/schemas/review';
import { padId } from '@crystal/shared/table-definition';

/**
 * A review as stored: `pk=REVIEW#<id>, sk=REVIEW`; by status and date on gsi1 (`REVIEWSTATUS#<status>`,
 * `<createdAt>#<id:10>`); once published, by piece on gsi2 (`PRODUCT_REVIEWS#<productId>`, same sort key).
 * The buyer's words and stars are written once and never changed; she only moves its status and replies.
 */
export type ReviewRecord = {
  pk: string;
  sk: 'REVIEW';
  type: 'review';
  id: number;
  orderId: number;
  productId: number;
  /** The piece's name as bought (the order's line). */
  productName: string;
  rating: number;
  title?: string;
  body: string;
  displayName: string;
  language: Language;
  status: ReviewStatus;
  reply?: string;
  repliedAt?: string;
  createdAt: string;
  updatedAt: string;
  gsi1pk: string;
  gsi1sk: string;
  gsi2pk?: string;
  gsi2sk?: string;
};

export const reviewKey = (id: number) => ({ pk: `REVIEW#${id}`, sk: 'REVIEW' as const });
export const reviewStatusPk = (status: ReviewStatus) => `REVIEWSTATUS#${status}`;
export const productReviewsPk = (productId: number) => `PRODUCT_REVIEWS#${productId}`;
export const reviewSortKey = (createdAt: string, id: number) => `${createdAt}#${padId(id)}`;
/** One review per piece of an order: the claim its signed link makes, written with the review. */
export const reviewClaimKey = (orderId: number, productId: number) => ({ pk: `REVIEWCLAIM#${orderId}#${productId}`, sk: 'CLAIM' });
/**
 * A piece's running rating from its published reviews: `pk=PRODUCT#<id>, sk=RATING`; every piece's on gsi3
 * (`RATINGS`, `PRODUCT#<id:10>`), so a listing's cards read them all in one Query.
 */
export const ratingKey = (productId: number) => ({ pk: `PRODUCT#${productId}`, sk: 'RATING' });
export const RATINGS_PK = 'RATINGS';
export const ratingSortKey = (productId: number) => `PRODUCT#${padId(productId)}`;
export type RatingRecord = { ratingSum: number; ratingCount: number };
