import * as z from '@crystal/shared/zod';
import { newsletterSchema } from '@crystal/shared/schemas/newsletter';
import { defineRoute } from '../../lib/http/define-route';
import { created, ok } from '../../lib/http/responses';
import { subscribe } from '../newsletter-service';
import { unsubscribe } from '../unsubscribe-service';

/** Joining the newsletter (with its welcome mail) and leaving it from a mail's link. */

export const subscribeNewsletter = defineRoute({ body: newsletterSchema }, async ({ body, sessionId, ip }) => {
  const result = await subscribe(body, { sessionId, ip });
  return result.alreadySubscribed ? ok(result) : created(result);
});

export const unsubscribeNewsletter = defineRoute({ params: z.object({ token: z.string().check(z.maxLength(600)) }) }, async ({ params, rawBody }) =>
  ok(await unsubscribe(params.token, rawBody)),
);
