import { reviewInputSchema } from '@crystal/shared/schemas/review';
import { defineRoute } from '../../lib/http/define-route';
import { idParams, tokenParams } from '../../lib/http/path-params';
import { created, ok } from '../../lib/http/responses';
import * as reviews from '../review-service';

/** A buyer's review through her signed link, and a piece's published reviews. */
export const postReview = defineRoute({ params: tokenParams, body: reviewInputSchema }, async ({ params, body }) =>
  created(await reviews.postReview(params.token, body)),
);

export const listProductReviews = defineRoute({ params: idParams }, async ({ params }) => ok(await reviews.productReviews(params.id)));
