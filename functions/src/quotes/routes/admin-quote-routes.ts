import { createQuoteSchema } from '@crystal/shared/schemas/quote';
import { defineRoute } from '../../lib/http/define-route';
import { idParams } from '../../lib/http/path-params';
import { created, ok } from '../../lib/http/responses';
import { cancelQuote, createQuote, editQuote, listQuotesForAdmin, sendBalanceLink } from '../../custom-quotes';

/** The artisan's side: write and send a quote, correct or cancel it, list them, send a balance's link (admin only). */

export const adminCreateQuote = defineRoute({ body: createQuoteSchema }, async ({ admin, body }) => created(await createQuote(admin!, body)));

export const adminListQuotes = defineRoute({}, async () => ok(await listQuotesForAdmin()));

export const adminSendQuoteBalance = defineRoute({ params: idParams }, async ({ admin, params }) => ok(await sendBalanceLink(admin!, params.id)));

export const adminEditQuote = defineRoute({ params: idParams, body: createQuoteSchema }, async ({ admin, params, body }) => ok(await editQuote(admin!, params.id, body)));

export const adminCancelQuote = defineRoute({ params: idParams }, async ({ admin, params }) => ok(await cancelQuote(admin!, params.id)));
