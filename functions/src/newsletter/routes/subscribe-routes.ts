import { newsletterSchema } from '@crystal/shared/schemas/newsletter';
import { defineRoute } from '../../lib/http/define-route';
import { tokenParams } from '../../lib/http/path-params';
import { created, ok } from '../../lib/http/responses';
import { subscribe } from '../newsletter-service';
import { unsubscribe } from '../unsubscribe-service';

/** Joining the newsletter (with its welcome mail) and leaving it from a mail's link. */

export const subscribeNewsletter = defineRoute({ body: newsletterSchema }, async ({ body, sessionId, ip }) => {
  const result = await subscribe(body, { sessionId, ip });
  return result.alreadySubscribed ? ok(result) : created(result);
});

export const unsubscribeNewsletter = defineRoute({ params: tokenParams }, async ({ params, rawBody }) =>
  ok(await unsubscribe(params.token, rawBody)),
);
