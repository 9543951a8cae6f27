import { defineRoute } from '../../lib/http/define-route';
import { idParams } from '../../lib/http/path-params';
import { ok } from '../../lib/http/responses';
import { productReviews } from '../../published-reviews';

/** A piece's published reviews, newest first, with its average and count (published-reviews/). */
export const listProductReviews = defineRoute({ params: idParams }, async ({ params }) => ok(await productReviews(params.id)));
