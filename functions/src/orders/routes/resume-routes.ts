import { checkoutResumeSchema } from '@crystal/shared/schemas/checkout-resume';
import { defineRoute } from '../../lib/http/define-route';
import { ok } from '../../lib/http/responses';
import { resumeCheckout as resume } from '../resume-checkout';

/** A checkout reminder's link opened: the order's pieces back in this session's cart, and what sold since. */
export const resumeCheckout = defineRoute({ body: checkoutResumeSchema }, async ({ body, sessionId }) => ok(await resume(sessionId, body.token)));
