import type { OrderStatus } from '@crystal/shared/schemas/order';

const STYLE: Record<OrderStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  paid: 'bg-emerald-100 text-emerald-900',
  partially_shipped: 'bg-sky-50 text-sky-900 ring-1 ring-sky-300',
  shipped: 'bg-sky-100 text-sky-900',
  delivered: 'bg-amethyst-100 text-amethyst-800',
  cancelled: 'bg-stone-200 text-stone-800',
  refunded: 'bg-rose-100 text-rose-900',
};

export const STATUS_LABEL: Record<OrderStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  partially_shipped: 'Partly shipped',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${STYLE[status]}`} data-testid="order-status">
      {STATUS_LABEL[status]}
    </span>
  );
}
