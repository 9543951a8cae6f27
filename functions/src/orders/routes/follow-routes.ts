import { defineRoute } from '../../lib/http/define-route';
import { idParams, tokenParams } from '../../lib/http/path-params';
import { ok } from '../../lib/http/responses';
import { orderByLink } from '../order-link-service';
import { getOrderForSession } from '../order-service';

/** Following an order: the confirmation page (by session) and the email's status link (by token). */

export const getOrder = defineRoute({ params: idParams }, async ({ sessionId, params }) => ok(await getOrderForSession(sessionId, params.id)));

export const getOrderByLink = defineRoute({ params: tokenParams }, async ({ params }) => ok(await orderByLink(params.token)));
