import { Link } from 'react-router-dom';
import type { AdminOrderDetail } from '@crystal/shared/schemas/admin-orders';
import { adminPaths } from '../admin-paths';
import { money, when } from './format';

/** Shipped with what, delivered, refunded, disputed; and the packing slip to print, when anything is packed (`packs`). */
export function FulfilmentFacts({ order, packs = true }: { order: AdminOrderDetail; packs?: boolean }) {
  return (
    <div className="mt-4 space-y-1 text-sm" data-testid="fulfilment-facts">
      {order.disputeStatus && (
        <p className="rounded-lg bg-red-50 p-2 font-semibold text-danger" role="status">
          Payment dispute: {order.disputeStatus}. Answer it in Stripe's dashboard.
        </p>
      )}
      {/* An order sent in parcels lists them in its Parcels section. */}
      {order.shippedAt && !order.shipments?.length && (
        <p>
          Shipped {when(order.shippedAt)} with {order.carrierName}, tracking{' '}
          {order.trackingUrl ? (
            <a href={order.trackingUrl} target="_blank" rel="noopener noreferrer" className="font-mono text-amethyst-700 underline">
              {order.trackingNumber}
            </a>
          ) : (
            <span className="font-mono">{order.trackingNumber}</span>
          )}
        </p>
      )}
      {order.deliveredAt && <p>Delivered {when(order.deliveredAt)}</p>}
      {order.refundedAmount && (
        <p>
          Refunded {money(order.refundedAmount)} of {money(order.totalAmount)}
          {order.refundedAt ? ` (last ${when(order.refundedAt)})` : ''}
        </p>
      )}
      {packs && (
        <p>
          <Link to={adminPaths.packingSlip(order.id)} className="text-amethyst-700 underline" data-testid="packing-slip-link">
            Packing slip (print)
          </Link>
        </p>
      )}
    </div>
  );
}
