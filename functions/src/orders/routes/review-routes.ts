import { reviewInputSchema } from '@crystal/shared/schemas/review';
import { defineRoute } from '../../lib/http/define-route';
import { tokenParams } from '../../lib/http/path-params';
import { created } from '../../lib/http/responses';
import { postReview as post } from '../reviews/post-review';

/** A buyer's review through her review-request mail's signed link (reviews/post-review.ts): the orders function opens an order by its signed link already. */
export const postReview = defineRoute({ params: tokenParams, body: reviewInputSchema }, async ({ params, body }) =>
  created(await post(params.token, body)),
);
