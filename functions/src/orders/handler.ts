import * as z from 'zod';
import { createOrderSchema } from '@crystal/shared/schemas/order';
import { numericIdSchema } from '@crystal/shared/schemas/common';
import { createFunction } from '../lib/http/create-function';
import { defineRoute } from '../lib/http/define-route';
import { created, ok } from '../lib/http/responses';
import { createOrder, getOrderForSession } from './order-service';
import { orderByLink } from '../fulfilment/public/order-by-link';

export const handler = createFunction('orders', {
  createOrder: defineRoute({ body: createOrderSchema }, async ({ sessionId, body, ip }) => created(await createOrder(sessionId, body, ip))),
  getOrder: defineRoute({ params: z.object({ id: numericIdSchema }) }, async ({ sessionId, params }) =>
    ok(await getOrderForSession(sessionId, params.id)),
  ),
  getOrderByLink: defineRoute({ params: z.object({ token: z.string().max(600) }) }, async ({ params }) => ok(await orderByLink(params.token))),
});
