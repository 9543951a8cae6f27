/**
 * A piece's published reviews and its rating, as the storefront reads them, and the review records'
 * shape and keys (docs/decisions/0108-reviews-from-buyers.md). The catalogue reads it; reviews/ writes
 * the records (the buyer's post, her moderation, the request mails).
 * The module's one door (decision 0029): other modules import it only from here. Re-exports only.
 */
export { productRating, productRatings, productReviews, toReviewDto } from './product-reviews';
export {
  productReviewsPk,
  ratingKey,
  ratingSortKey,
  RATINGS_PK,
  reviewClaimKey,
  reviewKey,
  reviewSortKey,
  reviewStatusPk,
  type RatingRecord,
  type ReviewRecord,
} from './review-item';
