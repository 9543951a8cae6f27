import { listAuditQuerySchema } from '@crystal/shared/schemas/admin-dashboard';
import { defineRoute } from '../../lib/http/define-route';
import { ok } from '../../lib/http/responses';
import { auditLog } from '../audit-service';
import { insights } from '../insights-service';
import { overview } from '../overview-service';

/** The dashboard's overview, the market insights and the audit log. */

export const adminOverview = defineRoute({}, async () => ok(await overview()));

export const adminInsights = defineRoute({}, async () => ok(await insights()));

export const adminListAudit = defineRoute({ query: listAuditQuerySchema }, async ({ query }) => ok(await auditLog(query.month)));
