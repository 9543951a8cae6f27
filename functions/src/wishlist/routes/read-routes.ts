import { defineRoute } from '../../lib/http/define-route';
import { ok } from '../../lib/http/responses';
import { listWishlist as savedPieces } from '../wishlist-service';

/** The session's saved pieces. */
export const listWishlist = defineRoute({}, async ({ sessionId }) => ok(await savedPieces(sessionId)));
