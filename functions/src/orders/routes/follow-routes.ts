import * as z from '@crystal/shared/zod';
import { defineRoute } from '../../lib/http/define-route';
import { idParams } from '../../lib/http/id-params';
import { ok } from '../../lib/http/responses';
import { orderByLink } from '../../fulfilment/public/order-by-link';
import { getOrderForSession } from '../order-service';

/** Following an order: the confirmation page (by session) and the email's status link (by token). */

export const getOrder = defineRoute({ params: idParams }, async ({ sessionId, params }) => ok(await getOrderForSession(sessionId, params.id)));

export const getOrderByLink = defineRoute({ params: z.object({ token: z.string().check(z.maxLength(600)) }) }, async ({ params }) => ok(await orderByLink(params.token)));
