import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import type { OrderStatus } from '@crystal/shared/schemas/order';

const LABELS: Record<OrderStatus, string> = {
  pending: 'Awaiting payment confirmation',
  paid: 'Paid',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

/** The order's status as a badge; pending shows that we are still waiting for the payment. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const Icon = status === 'pending' ? Loader2 : status === 'cancelled' || status === 'refunded' ? XCircle : CheckCircle2;
  const tone =
    status === 'pending' ? 'bg-gold-400/15 text-gold-600' : status === 'cancelled' || status === 'refunded' ? 'bg-red-50 text-danger' : 'bg-emerald-50 text-success';
  return (
    <span className={`inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-semibold ${tone}`} data-testid="order-status" data-status={status}>
      <Icon className={`size-4 ${status === 'pending' ? 'animate-spin' : ''}`} aria-hidden="true" />
      {LABELS[status]}
    </span>
  );
}
