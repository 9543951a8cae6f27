import { newsletterSchema } from '@crystal/shared/schemas/newsletter';
import { defineRoute } from '../../lib/http/define-route';
import { tokenParams } from '../../lib/http/path-params';
import { created, ok } from '../../lib/http/responses';
import { confirm, subscribe } from '../newsletter-service';
import { unsubscribe } from '../unsubscribe-service';

/** Asking for the newsletter (a pending sign-up and its confirmation mail), confirming it, and leaving it. */

export const subscribeNewsletter = defineRoute({ body: newsletterSchema }, async ({ body, sessionId, ip }) => {
  const { reply, mailed } = await subscribe(body, { sessionId, ip });
  return mailed ? created(reply) : ok(reply);
});

export const confirmNewsletter = defineRoute({ params: tokenParams }, async ({ params }) => ok(await confirm(params.token)));

export const unsubscribeNewsletter = defineRoute({ params: tokenParams }, async ({ params, rawBody }) =>
  ok(await unsubscribe(params.token, rawBody)),
);
