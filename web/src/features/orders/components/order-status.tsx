import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import type { OrderStatus } from '@crystal/shared/schemas/order';
import { createTranslator } from '@/i18n/create-translator';
import en from '../messages/en.json';

const t = createTranslator(en);

/** Each status's label in the catalogue. */
const LABELS = {
  pending: 'statusPending',
  paid: 'statusPaid',
  partially_shipped: 'statusPartlyShipped',
  shipped: 'statusShipped',
  delivered: 'statusDelivered',
  cancelled: 'statusCancelled',
  refunded: 'statusRefunded',
} as const satisfies Record<OrderStatus, keyof typeof en>;

/** The order's status as a badge; pending shows that we are still waiting for the payment. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const Icon = status === 'pending' ? Loader2 : status === 'cancelled' || status === 'refunded' ? XCircle : CheckCircle2;
  const tone =
    status === 'pending' ? 'bg-gold-400/15 text-gold-600' : status === 'cancelled' || status === 'refunded' ? 'bg-red-50 text-danger' : 'bg-emerald-50 text-success';
  return (
    <span className={`inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-semibold ${tone}`} data-testid="order-status" data-status={status}>
      <Icon className={`size-4 ${status === 'pending' ? 'animate-spin' : ''}`} aria-hidden="true" />
      {t(LABELS[status])}
    </span>
  );
}
