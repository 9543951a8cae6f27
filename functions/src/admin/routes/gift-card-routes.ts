import { correctGiftCardRecipientSchema, disableGiftCardSchema, giftCardParams, issueStoreCreditSchema } from '@crystal/shared/schemas/gift-card';
import { defineRoute } from '../../lib/http/define-route';
import { created, ok } from '../../lib/http/responses';
import { adminGiftCards, correctRecipient, disableCard, issueStoreCredit, resendCard } from '../gift-card-admin-service';
import { exportGiftCardsCsv } from '../gift-card-export-service';
import { csvFile } from './csv-file';

/** Gift cards in /admin (issue 49): the list and the liability (also as a CSV), a store credit, disable, resend, a corrected recipient. */
export const adminListGiftCards = defineRoute({}, async () => ok(await adminGiftCards()));

export const adminExportGiftCards = defineRoute({}, async ({ admin }) => csvFile(await exportGiftCardsCsv(admin!)));

export const adminIssueGiftCard = defineRoute({ body: issueStoreCreditSchema }, async ({ admin, body }) => created(await issueStoreCredit(admin!, body)));

export const adminDisableGiftCard = defineRoute({ body: disableGiftCardSchema, params: giftCardParams }, async ({ admin, body, params }) =>
  ok(await disableCard(admin!, params.id, body?.reason)),
);

export const adminResendGiftCard = defineRoute({ params: giftCardParams }, async ({ admin, params }) => ok(await resendCard(admin!, params.id)));

export const adminCorrectGiftCardRecipient = defineRoute({ body: correctGiftCardRecipientSchema, params: giftCardParams }, async ({ admin, body, params }) =>
  ok(await correctRecipient(admin!, params.id, body)),
);
