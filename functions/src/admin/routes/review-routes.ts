import { adminReviewsQuerySchema, reviewReplySchema } from '@crystal/shared/schemas/review';
import { defineRoute } from '../../lib/http/define-route';
import { idParams } from '../../lib/http/path-params';
import { ok } from '../../lib/http/responses';
import { adminReviews, moderateReview, replyToReview } from '../../reviews';

/** Her moderation of buyers' reviews: list by status, publish, reject, reply. Nothing edits a buyer's words or stars. */
export const adminListReviews = defineRoute({ query: adminReviewsQuerySchema }, async ({ query }) => ok(await adminReviews(query.status ?? 'pending')));
export const adminPublishReview = defineRoute({ params: idParams }, async ({ params }) => ok(await moderateReview(params.id, 'published')));
export const adminRejectReview = defineRoute({ params: idParams }, async ({ params }) => ok(await moderateReview(params.id, 'rejected')));
export const adminReplyReview = defineRoute({ params: idParams, body: reviewReplySchema }, async ({ params, body }) => ok(await replyToReview(params.id, body.reply)));
