import type { ProductRating, ReviewDto } from './schemas/review';

/** How many of the newest published reviews the structured data carries. */
const REVIEWS_IN_JSON_LD = 5;

/**
 * schema.org `aggregateRating` and `review` for a Product, from published reviews only, and only when at
 * least one is published (else nothing: no rating is ever claimed without one). The storefront's and the
 * server renderer's JSON-LD both use it.
 */
export function reviewsJsonLd(rating: ProductRating | undefined, reviews: readonly ReviewDto[] = []): Record<string, unknown> {
  if (!rating || rating.count < 1) return {};
  return {
    aggregateRating: { '@type': 'AggregateRating', ratingValue: rating.average, reviewCount: rating.count, bestRating: 5, worstRating: 1 },
    ...(reviews.length
      ? {
          review: reviews.slice(0, REVIEWS_IN_JSON_LD).map((r) => ({
            '@type': 'Review',
            reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
            author: { '@type': 'Person', name: r.displayName },
            datePublished: r.createdAt.slice(0, 10),
            ...(r.title ? { name: r.title } : {}),
            reviewBody: r.body,
            inLanguage: r.language === 'fr' ? 'fr-CA' : 'en-CA',
          })),
        }
      : {}),
  };
}
