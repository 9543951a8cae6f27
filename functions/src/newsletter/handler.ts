import { newsletterSchema } from '@crystal/shared/schemas/newsletter';
import { createFunction } from '../lib/http/create-function';
import { defineRoute } from '../lib/http/define-route';
import { created, ok } from '../lib/http/responses';
import * as z from 'zod';
import { subscribe } from './newsletter-service';
import { backInStockRequestSchema } from '@crystal/shared/schemas/back-in-stock';
import { requestBackInStock } from './back-in-stock-service';
import { unsubscribe } from './unsubscribe-service';

export const handler = createFunction('newsletter', {
  subscribeNewsletter: defineRoute({ body: newsletterSchema }, async ({ body, sessionId, ip }) => {
    const result = await subscribe(body, { sessionId, ip });
    return result.alreadySubscribed ? ok(result) : created(result);
  }),
  requestBackInStock: defineRoute({ body: backInStockRequestSchema }, async ({ body, sessionId, ip }) =>
    created(await requestBackInStock(body, { sessionId, ip })),
  ),
  unsubscribeNewsletter: defineRoute({ params: z.object({ token: z.string().max(600) }) }, async ({ params, rawBody }) =>
    ok(await unsubscribe(params.token, rawBody)),
  ),
});
