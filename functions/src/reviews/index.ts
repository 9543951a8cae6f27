/**
 * Reviews from buyers only (docs/decisions/0108-reviews-from-buyers.md): the review-request job's mail,
 * the buyer's post through its signed link and her moderation. The records' shape and the storefront's
 * reads (a piece's published reviews and rating) are published-reviews/, below the catalogue.
 * The module's one door (decision 0029): re-exports only.
 */
export { adminReviews, moderateReview, postReview, replyToReview } from './review-service';
export { requestReviews, reviewUrl, REVIEW_LINK_DAYS } from './request-reviews';
