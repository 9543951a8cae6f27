import { newsletterSchema } from '@crystal/shared/schemas/newsletter';
import { createFunction } from '../lib/http/create-function';
import { defineRoute } from '../lib/http/define-route';
import { created, ok } from '../lib/http/responses';
import * as z from 'zod';
import { subscribe } from './newsletter-service';
import { unsubscribe } from './unsubscribe-service';

export const handler = createFunction('newsletter', {
  subscribeNewsletter: defineRoute({ body: newsletterSchema }, async ({ body, sessionId, ip }) => {
    const result = await subscribe(body, { sessionId, ip });
    return result.alreadySubscribed ? ok(result) : created(result);
  }),
  unsubscribeNewsletter: defineRoute({ params: z.object({ token: z.string().max(600) }) }, async ({ params, rawBody }) =>
    ok(await unsubscribe(params.token, rawBody)),
  ),
});
