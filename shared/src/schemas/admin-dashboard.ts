import { z } from 'zod';

export type DailySales = { day: string; orders: number; revenue: string };

/** GET /api/admin/overview. Days are Winnipeg days (America/Winnipeg). */
export type AdminOverview = {
  today: { orders: number; revenue: string };
  month: { orders: number; revenue: string };
  lowStock: { id: number; name: string; sku: string; stockQuantity: number }[];
  openConsultations: number;
  openMessages: number;
  sales: DailySales[];
};

export type InboxEntry = {
  id: string;
  name: string;
  email: string;
  phone?: string;
  subject: string;
  message: string;
  isConsultation: boolean;
  preferredDate?: string | null;
  createdAt: string;
  handled: boolean;
};

export const listInboxQuerySchema = z.strictObject({
  filter: z.enum(['open', 'handled', 'all'], { message: 'filter must be open, handled or all' }).optional(),
});
export const markInboxSchema = z.strictObject({ handled: z.boolean({ message: 'handled must be true or false' }) });
export const inboxParamsSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_#:.-]{1,80}$/, 'Must be a message id'),
});

export type AuditEntry = {
  at: string;
  who: string;
  action: string;
  target: string;
  detail?: string;
};

export const listAuditQuerySchema = z.strictObject({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must look like 2026-11')
    .optional(),
});
