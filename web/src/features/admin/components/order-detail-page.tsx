import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { OrderStatus } from '@crystal/shared/schemas/order';
import type { AdminOrderDetail, RefundLines } from '@crystal/shared/schemas/admin-orders';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useOrder } from '../api/get-order';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { useRefundOrder } from '../api/refund-order';
import { adminPaths } from '../admin-paths';
import { LoadState, PageHeading } from './admin-shell';
import { STATUS_LABEL, StatusBadge } from './status-badge';
import { money, when } from './format';
import { IMAGE_SIZES, ProductImage } from '@/components/product-image';
import { LineChoices } from '@/components/ui/line-choices';
import { GiftCardLineDetails } from '@/components/ui/gift-card-line-details';
import { shipsNothing } from '@crystal/shared/order-ships';
import { formatCadCents } from '@/lib/format';
import { shownSubtotalCents } from '@crystal/shared/money/shown-subtotal';
import { RefundForm, ShipForm } from './fulfilment-forms';
import { FulfilmentFacts } from './fulfilment-facts';
import { ParcelsSection } from './parcels-section';
import { RefundLinesForm } from './refund-lines-form';
import { RefundsMade } from './refunds-made';
import type { StatusChange } from '../api/update-order-status';

const ACTION: Record<OrderStatus, string> = {
  pending: 'Mark pending',
  paid: 'Mark paid',
  partially_shipped: 'Mark partly shipped',
  shipped: 'Mark shipped',
  delivered: 'Mark delivered',
  cancelled: 'Cancel order',
  refunded: 'Refund payment',
};
/** These cannot be undone, so they ask once more. */
const CONFIRM: Partial<Record<OrderStatus, string>> = {
  cancelled: 'Yes, cancel and restock',
  refunded: 'Yes, refund',
};

function StatusActions({ order, remaining }: { order: AdminOrderDetail; remaining: string }) {
  const { id, allowedStatuses: allowed } = order;
  const mutation = useUpdateOrderStatus(id);
  const refund = useRefundOrder(id);
  const [confirming, setConfirming] = useState<OrderStatus | null>(null);
  const [amountOnly, setAmountOnly] = useState(false);
  if (!allowed.length) return <p className="text-sm text-muted">This order is closed: no further status changes.</p>;
  const change = (input: StatusChange | OrderStatus) => {
    const body = typeof input === 'string' ? { status: input } : input;
    mutation.mutate(body, {
      onSuccess: () => {
        setConfirming(null);
        toast({ title: `Order #${id} ${STATUS_LABEL[body.status].toLowerCase()}` });
      },
      onError: (e) => toast({ title: 'Status not changed', description: errorMessage(e, 'Please try again.'), variant: 'destructive' }),
    });
  };
  const refundLines = (body: RefundLines) =>
    refund.mutate(body, {
      onSuccess: (made) => {
        setConfirming(null);
        toast({ title: `Order #${id}: refunded ${money(made.total)}` });
      },
      onError: (e) => toast({ title: 'Not refunded', description: errorMessage(e, 'Please try again.'), variant: 'destructive' }),
    });
  const cancelForm = () => {
    setConfirming(null);
    setAmountOnly(false);
  };
  if (confirming === 'shipped') return <ShipForm busy={mutation.isPending} onSubmit={change} onCancel={cancelForm} />;
  if (confirming === 'refunded' && amountOnly) return <RefundForm busy={mutation.isPending} onSubmit={change} onCancel={cancelForm} remaining={remaining} />;
  if (confirming === 'refunded') {
    return <RefundLinesForm order={order} busy={refund.isPending} onSubmit={refundLines} onCancel={cancelForm} onAmountOnly={() => setAmountOnly(true)} />;
  }
  return (
    <div className="flex flex-wrap gap-2">
      {allowed.map((s) => {
        const destructive = s in CONFIRM;
        const opensForm = s === 'shipped' || s === 'refunded';
        if (confirming === s) {
          return (
            <span key={s} className="flex flex-wrap gap-2">
              <button type="button" className="btn bg-danger text-white hover:bg-red-800" disabled={mutation.isPending} onClick={() => change(s)}>
                {CONFIRM[s]}
              </button>
              <button type="button" className="btn-ghost" onClick={() => setConfirming(null)}>
                Keep order
              </button>
            </span>
          );
        }
        return (
          <button
            key={s}
            type="button"
            className={destructive ? 'btn-outline border-danger text-danger hover:bg-red-50' : 'btn-primary'}
            disabled={mutation.isPending}
            onClick={() => (destructive || opensForm ? setConfirming(s) : change(s))}
          >
            {ACTION[s]}
          </button>
        );
      })}
    </div>
  );
}

const remainingRefund = (total: string, refunded?: string) =>
  (Math.round(Number(total) * 100 - Number(refunded ?? '0') * 100) / 100).toFixed(2);

export function OrderDetailPage() {
  const id = Number(useParams().id);
  const { data: order, isLoading, error } = useOrder(id);
  // Gift cards alone: the shop emails each on its day, so nothing is shipped or packed.
  const cardsAlone = order ? shipsNothing(order.items) : false;
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={adminPaths.orders} className="text-amethyst-700 underline-offset-2 hover:underline">
          ← All orders
        </Link>
      </p>
      <PageHeading title={`Order #${id}`}>{order && <StatusBadge status={order.status} />}</PageHeading>
      <LoadState isLoading={isLoading} error={error}>
        {order && (
          <div className="grid gap-4 lg:grid-cols-3">
            <section aria-labelledby="order-actions" className="card p-4 lg:col-span-3">
              <h2 id="order-actions" className="mb-3 text-lg font-semibold">
                Status
              </h2>
              <StatusActions order={order} remaining={remainingRefund(order.amountPaid ?? order.totalAmount, order.refundedAmount)} />
              <FulfilmentFacts order={order} packs={!cardsAlone} />
              <RefundsMade order={order} />
            </section>
            <ParcelsSection key={`${order.id}-${order.shipments?.length ?? 0}-${order.items.map((i) => (i.made ? 1 : 0)).join('')}`} order={order} />
            <section aria-labelledby="order-items" className="card p-4 lg:col-span-2">
              <h2 id="order-items" className="text-lg font-semibold">
                Items
              </h2>
              <ul className="mt-2 divide-y divide-line">
                {order.items.map((item, index) => (
                  <li key={`${item.productId}-${index}`} className="flex items-center gap-3 py-3">
                    {/* Custom work from a quote has no product photo. */}
                    {item.imageUrl && (
                      <ProductImage src={item.imageUrl} alt="" sizes={IMAGE_SIZES.line} width={56} height={56} className="size-14 shrink-0 rounded-lg border border-line bg-mist object-cover" />
                    )}
                    <span className="min-w-0 flex-1">
                      <span className="block font-medium">{item.name}</span>
                      {item.giftCard ? <GiftCardLineDetails line={item.giftCard} /> : <LineChoices choices={item.choices} madeToOrder={item.madeToOrder} />}
                      <span className="block text-sm text-muted">
                        {item.quantity} × {money(item.price)}
                      </span>
                    </span>
                    <span className="font-medium">{money(item.lineTotal)}</span>
                  </li>
                ))}
              </ul>
              <dl className="mt-3 space-y-1 border-t border-line pt-3 text-sm">
                <div className="flex justify-between">
                  <dt className="text-muted">Subtotal</dt>
                  {/* With the gift cards bought, as the shopper's checkout and receipt show it. */}
                  <dd>{formatCadCents(shownSubtotalCents(order))}</dd>
                </div>
                {order.discount !== '0.00' && (
                  <div className="flex justify-between">
                    <dt className="text-muted">Discount</dt>
                    <dd>-{money(order.discount)}</dd>
                  </div>
                )}
                {order.taxLines.map((t) => (
                  <div key={t.name} className="flex justify-between">
                    <dt className="text-muted">{t.label}</dt>
                    <dd>{money(t.amount)}</dd>
                  </div>
                ))}
                {!cardsAlone && (
                  <div className="flex justify-between">
                    <dt className="text-muted">Shipping</dt>
                    <dd>{order.shipping === '0.00' ? 'Free' : money(order.shipping)}</dd>
                  </div>
                )}
                <div className="flex justify-between text-base font-semibold">
                  <dt>Total</dt>
                  <dd>{money(order.totalAmount)}</dd>
                </div>
                {order.quoteId !== undefined && (
                  <>
                    <div className="flex justify-between">
                      <dt className="text-muted">Paid (quote #{order.quoteId})</dt>
                      <dd>{money(order.amountPaid ?? '0.00')}</dd>
                    </div>
                    <div className="flex justify-between font-semibold text-amber-900" data-testid="order-balance">
                      <dt>Balance owed</dt>
                      <dd>{money(order.balanceDue ?? '0.00')}</dd>
                    </div>
                  </>
                )}
              </dl>
            </section>
            <section aria-labelledby="order-customer" className="card space-y-3 p-4 text-sm">
              <h2 id="order-customer" className="text-lg font-semibold">
                Customer
              </h2>
              <p>
                <span className="block font-medium">{order.customerName}</span>
                <a className="block text-amethyst-700 underline" href={`mailto:${order.customerEmail}`}>
                  {order.customerEmail}
                </a>
                <a className="block text-amethyst-700 underline" href={`tel:${order.customerPhone}`}>
                  {order.customerPhone}
                </a>
              </p>
              <div>
                <h3 className="font-semibold">{cardsAlone ? 'Address' : 'Ship to'}</h3>
                <p className="whitespace-pre-line text-muted">{order.shippingAddress}</p>
              </div>
              {order.giftNote && (
                <div>
                  <h3 className="font-semibold">Gift note</h3>
                  <p className="whitespace-pre-line text-muted">{order.giftNote}</p>
                </div>
              )}
              <div>
                <h3 className="font-semibold">Placed</h3>
                <p className="text-muted">{when(order.createdAt)}</p>
                {order.paidAt && <p className="text-muted">Paid {when(order.paidAt)}</p>}
              </div>
            </section>
          </div>
        )}
      </LoadState>
    </>
  );
}
