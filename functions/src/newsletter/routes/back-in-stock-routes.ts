import { backInStockRequestSchema } from '@crystal/shared/schemas/back-in-stock';
import { defineRoute } from '../../lib/http/define-route';
import { created } from '../../lib/http/responses';
import { requestBackInStock as askToBeTold } from '../back-in-stock-service';

/** A shopper asks to be told when a sold-out piece is back: no mail is sent now, so no mail code loads. */
export const requestBackInStock = defineRoute({ body: backInStockRequestSchema }, async ({ body, sessionId, ip }) =>
  created(await askToBeTold(body, { sessionId, ip })),
);
