import { correctGiftCardRecipientSchema, giftCardParams, issueStoreCreditSchema } from '@crystal/shared/schemas/gift-card';
import { defineRoute } from '../../lib/http/define-route';
import { created, ok } from '../../lib/http/responses';
import { adminGiftCards, correctRecipient, disableCard, issueStoreCredit, resendCard } from '../gift-card-admin-service';

/** Gift cards in /admin (issue 49): the list and the liability, a store credit, disable, resend, a corrected recipient. */
export const adminListGiftCards = defineRoute({}, async () => ok(await adminGiftCards()));

export const adminIssueGiftCard = defineRoute({ body: issueStoreCreditSchema }, async ({ admin, body }) => created(await issueStoreCredit(admin!, body)));

export const adminDisableGiftCard = defineRoute({ params: giftCardParams }, async ({ admin, params }) => ok(await disableCard(admin!, params.id)));

export const adminResendGiftCard = defineRoute({ params: giftCardParams }, async ({ admin, params }) => ok(await resendCard(admin!, params.id)));

export const adminCorrectGiftCardRecipient = defineRoute({ body: correctGiftCardRecipientSchema, params: giftCardParams }, async ({ admin, body, params }) =>
  ok(await correctRecipient(admin!, params.id, body)),
);
