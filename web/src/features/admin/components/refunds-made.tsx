import type { AdminOrderDetail } from '@crystal/shared/schemas/admin-orders';
import { money, when } from './format';

/** The order's refunds by the line (issue 45): each one's lines, what went back in stock, and its figures. */
export function RefundsMade({ order }: { order: AdminOrderDetail }) {
  if (!order.refunds?.length) return null;
  const nameOf = (itemId: number) => order.items.find((i) => i.id === itemId)?.name ?? `Line ${itemId}`;
  return (
    <div className="mt-4 text-sm" data-testid="refunds-made">
      <h3 className="font-semibold">Refunds</h3>
      <ul className="mt-1 space-y-2">
        {order.refunds.map((r) => (
          <li key={r.id} className="rounded-lg border border-line p-2" data-testid="refund-made">
            <p className="font-medium">
              {money(r.total)} on {when(r.createdAt)} <span className="text-xs text-muted">(refund {r.id})</span>
            </p>
            <ul className="text-muted">
              {r.items.map((i) => (
                <li key={i.itemId}>
                  {i.quantity} × {nameOf(i.itemId)}: {money(i.goods)}
                  {i.restock ? ', back in stock' : ''}
                </li>
              ))}
              {r.shippingRefunded && <li>Shipping: {money(r.shipping)}</li>}
              {r.taxLines
                .filter((t) => t.amount !== '0.00')
                .map((t) => (
                  <li key={t.name}>
                    {t.label}: {money(t.amount)}
                  </li>
                ))}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}
