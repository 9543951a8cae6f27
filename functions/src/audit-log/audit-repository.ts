import { randomBytes } from 'node:crypto';
import { PutCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { AuditEntry } from '@crystal/shared/schemas/admin-dashboard';
import { db, tableName } from '../lib/db/client';
import { queryAll } from '../lib/db/query-all';
import type { AdminIdentity } from '../lib/http/parse-request';
import { describeAudit, describeWho } from './audit-wording';

/**
 * The admin audit trail: who (sub and email), what, when and on what. One partition per month
 * (`AUDIT#<yyyy-mm>`, sort key `<iso>#<random>`), so a month's entries are one Query, newest first.
 */
export type AuditInput = { action: string; target: string; detail?: string; summary?: string };

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export function auditItem(admin: AdminIdentity, input: AuditInput, now = new Date()) {
  const at = now.toISOString();
  return {
    pk: `AUDIT#${at.slice(0, 7)}`,
    sk: `${at}#${randomBytes(4).toString('hex')}`,
    type: 'audit',
    at,
    who: admin.email ? `${admin.email} (${admin.sub})` : admin.sub,
    sub: admin.sub,
    action: input.action,
    target: input.target,
    ...(input.detail ? { detail: input.detail.slice(0, 500) } : {}),
    ...(input.summary ? { summary: input.summary.slice(0, 1000) } : {}),
  };
}

/** The audit entry as one element of a TransactWriteItems call, so it lands with the change itself. */
export function auditPut(admin: AdminIdentity, input: AuditInput): TransactItem {
  return { Put: { TableName: tableName, Item: auditItem(admin, input) } };
}

export async function recordAudit(admin: AdminIdentity, input: AuditInput): Promise<void> {
  await db.send(new PutCommand({ TableName: tableName, Item: auditItem(admin, input) }));
}

export async function listAudit(month: string, limit = 200): Promise<AuditEntry[]> {
  const items = await queryAll<Omit<AuditEntry, 'summary'> & { summary?: string; pk: string }>({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': `AUDIT#${month}` },
    ScanIndexForward: false,
    Limit: limit,
  });
  return items.slice(0, limit).map(({ at, who, action, target, detail, summary }) => ({
    at,
    who: describeWho(who),
    summary: describeAudit({ at, who, action, target, detail, summary }),
    action,
    target,
    ...(detail ? { detail } : {}),
  }));
}
