import { ratingAverage, type ProductRating, type ProductReviews, type ReviewDto } from '@crystal/shared/schemas/review';
import type { RatingRecord, ReviewRecord } from './review-item';
import { getRating, listPublishedReviews, listRatings } from './review-reads-repository';

/** A piece's published reviews and rating, as the storefront reads them. */

export function toReviewDto(r: ReviewRecord): ReviewDto {
  return {
    id: r.id,
    rating: r.rating,
    ...(r.title ? { title: r.title } : {}),
    body: r.body,
    displayName: r.displayName,
    createdAt: r.createdAt,
    language: r.language,
    verifiedPurchase: true,
    ...(r.reply ? { reply: r.reply } : {}),
  };
}

const toRating = (r: RatingRecord | undefined): ProductRating | undefined =>
  r && r.ratingCount > 0 ? { average: ratingAverage(r.ratingSum, r.ratingCount), count: r.ratingCount } : undefined;

/** A piece's rating from its published reviews; undefined until one is published. */
export async function productRating(productId: number): Promise<ProductRating | undefined> {
  return toRating(await getRating(productId));
}

/** Every rated piece's rating from its published reviews (one Query): the listing's cards and the guide read it. */
export async function productRatings(): Promise<Map<number, ProductRating>> {
  const out = new Map<number, ProductRating>();
  for (const [id, r] of await listRatings()) {
    const rating = toRating(r);
    if (rating) out.set(id, rating);
  }
  return out;
}

/** `GET /api/products/{id}/reviews`: published only, newest first, with the running average and count. */
export async function productReviews(productId: number): Promise<ProductReviews> {
  const [rating, reviews] = await Promise.all([productRating(productId), listPublishedReviews(productId)]);
  return { average: rating?.average ?? 0, count: rating?.count ?? 0, reviews: reviews.map(toReviewDto) };
}

