import { inboxParamsSchema, listInboxQuerySchema, markInboxSchema } from '@crystal/shared/schemas/admin-dashboard';
import { defineRoute } from '../../lib/http/define-route';
import { ok } from '../../lib/http/responses';
import { listInbox, markInbox } from '../inbox-service';
import { exportSubscribersCsv } from '../newsletter-export-service';
import { csvFile } from './csv-file';

/** The consultation and contact inbox, and the newsletter subscribers' export. */

export const adminListInbox = defineRoute({ query: listInboxQuerySchema }, async ({ query }) => ok(await listInbox(query.filter, query.cursor)));

export const adminMarkInbox = defineRoute({ params: inboxParamsSchema, body: markInboxSchema }, async ({ admin, params, body }) =>
  ok(await markInbox(admin!, params.id, body.handled)),
);

export const adminExportSubscribers = defineRoute({}, async ({ admin }) => csvFile(await exportSubscribersCsv(admin!)));
