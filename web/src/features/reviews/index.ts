/** Reviews from buyers only (docs/decisions/0108-reviews-from-buyers.md): the review page's form and the product page's reviews. */
export { ReviewForm } from './components/review-form';
export { ProductReviews } from './components/product-reviews';
export { RatingSummary } from './components/rating-summary';
export { productReviewsQuery } from './api/get-product-reviews';
