import { defineRoute } from '../../lib/http/define-route';
import { ok } from '../../lib/http/responses';
import { getCart as cartOf } from '../cart-service';

/** The cart every page reads: no request schema to build. */
export const getCart = defineRoute({}, async ({ sessionId }) => ok(await cartOf(sessionId)));
