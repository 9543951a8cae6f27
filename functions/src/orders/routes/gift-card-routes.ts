import { giftCardBalanceRequestSchema } from '@crystal/shared/schemas/gift-card';
import { defineRoute } from '../../lib/http/define-route';
import { ok } from '../../lib/http/responses';
import { giftCardBalance } from '../../gift-cards';

/** The balance page: `{ code }` in the body, `{ balance, currency }` back; guesses limited by client address. */
export const checkGiftCardBalance = defineRoute({ body: giftCardBalanceRequestSchema }, async ({ body, ip }) => ok(await giftCardBalance(ip, body.code)));
