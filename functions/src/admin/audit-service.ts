import type { AuditEntry } from '@crystal/shared/schemas/admin-dashboard';
import { listAudit } from '../audit-log';

/** The month's admin actions, newest first (this month by default). */
export function auditLog(month = new Date().toISOString().slice(0, 7)): Promise<AuditEntry[]> {
  return listAudit(month);
}
