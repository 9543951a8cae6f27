/**
 * The admin audit log: who changed what, when and on what, one partition a month. Every module that
 * changes the shop on the artisan's behalf records into it; the dashboard reads it back in her words.
 * The module's one door (decision 0029): other modules import it only from here. Re-exports only.
 */
export { auditPut, listAudit, recordAudit, type AuditInput } from './audit-repository';
