import { contactSchema } from '@crystal/shared/schemas/contact';
import { createFunction } from '../lib/http/create-function';
import { defineRoute } from '../lib/http/define-route';
import { created } from '../lib/http/responses';
import { submitContact } from './contact-service';

export const handler = createFunction('contact', {
  submitContact: defineRoute({ body: contactSchema }, async ({ body, sessionId, ip }) =>
    created((await submitContact(body, { sessionId, ip })).created),
  ),
});
