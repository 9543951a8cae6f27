/**
 * Reviews from buyers only (docs/decisions/0108-reviews-from-buyers.md): the review-request job's mail,
 * the buyer's post through its signed link, her moderation, and the piece's published reviews and rating.
 * The module's one door (decision 0029): re-exports only.
 */
export { adminReviews, moderateReview, postReview, replyToReview } from './review-service';
export { productRating, productRatings, productReviews } from './product-reviews';
export { requestReviews, reviewUrl, REVIEW_LINK_DAYS } from './request-reviews';
