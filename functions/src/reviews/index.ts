/**
 * Reviews from buyers only (docs/decisions/0108-reviews-from-buyers.md): the reviews' writes and the
 * artisan's moderation. The records' shape and the storefront's reads (a piece's published reviews and
 * rating) are published-reviews/, below the catalogue; the buyer's side, which runs through her order
 * (the request mails after delivery, the post through its signed link), is the order module's
 * (orders/reviews/), above this one.
 * The module's one door (decision 0029): re-exports only.
 */
export { adminReviews, moderateReview, replyToReview } from './review-service';
export { insertReview } from './review-repository';
