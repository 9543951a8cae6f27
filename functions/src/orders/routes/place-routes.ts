import { createOrderSchema } from '@crystal/shared/schemas/order';
import { defineRoute } from '../../lib/http/define-route';
import { created } from '../../lib/http/responses';
import { createOrder as placeOrder } from '../order-service';

/** Checkout: the order, priced and its stock held by the server. */
export const createOrder = defineRoute({ body: createOrderSchema }, async ({ sessionId, body, ip }) => created(await placeOrder(sessionId, body, ip)));
