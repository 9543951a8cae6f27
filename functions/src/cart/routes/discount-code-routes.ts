import { checkDiscountCodeSchema } from '@crystal/shared/schemas/discount-code';
import { defineRoute } from '../../lib/http/define-route';
import { ok } from '../../lib/http/responses';
import { checkCodeForCart } from '../cart-service';

/** Checkout's "Apply": the code's terms, or 400 with the reason in the shopper's language. */
export const checkDiscountCode = defineRoute({ body: checkDiscountCodeSchema }, async ({ body, ip, sessionId }) => ok(await checkCodeForCart(sessionId, ip, body)));
