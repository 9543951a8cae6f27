import { Link } from 'react-router-dom';
import type { AdminOrderSummary } from '@crystal/shared/schemas/admin-orders';
import { adminPaths } from '../admin-paths';
import { StatusBadge } from './status-badge';
import { money, when } from './format';

/** The table's column headings, each with its alignment. */
const COLUMNS = [
  ['Order', ''],
  ['Placed', ''],
  ['Customer', ''],
  ['Items', ''],
  ['Total', 'text-right'],
  ['Status', ''],
] as const;

/** Custom work paid by a deposit: the balance still owed. */
function BalanceOwed({ amount }: { amount: string }) {
  return (
    <span className="block text-xs font-semibold text-amber-900" data-testid="balance-owed">
      Balance owed {money(amount)}
    </span>
  );
}

/** The orders as a table (wide screens). */
export function OrdersTable({ orders }: { orders: AdminOrderSummary[] }) {
  return (
    <div className="card overflow-hidden">
      <table className="w-full text-left text-sm">
        <thead className="bg-mist text-xs uppercase tracking-wide text-muted">
          <tr>
            {COLUMNS.map(([label, align]) => (
              <th key={label} scope="col" className={`px-4 py-3 ${align}`.trimEnd()}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {orders.map((o) => (
            <tr key={o.id} data-testid="order-row">
              <td className="px-4 py-3">
                <Link
                  to={adminPaths.order(o.id)}
                  className="font-semibold text-amethyst-700 underline-offset-2 hover:underline"
                >
                  #{o.id}
                </Link>
              </td>
              <td className="px-4 py-3 text-muted">{when(o.createdAt)}</td>
              <td className="px-4 py-3">
                <span className="block">{o.customerName}</span>
                <span className="block text-xs text-muted">{o.customerEmail}</span>
              </td>
              <td className="px-4 py-3">{o.itemCount}</td>
              <td className="px-4 py-3 text-right font-medium">
                {money(o.totalAmount)}
                {o.balanceDue && <BalanceOwed amount={o.balanceDue} />}
              </td>
              <td className="px-4 py-3">
                <StatusBadge status={o.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The orders as cards (phones). */
export function OrderCards({ orders }: { orders: AdminOrderSummary[] }) {
  return (
    <ul className="space-y-3">
      {orders.map((o) => (
        <li key={o.id} data-testid="order-row">
          <Link to={adminPaths.order(o.id)} className="card block p-4 hover:border-amethyst-200">
            <span className="flex items-center justify-between gap-2">
              <span className="font-semibold text-amethyst-700">Order #{o.id}</span>
              <StatusBadge status={o.status} />
            </span>
            <span className="mt-1 block text-sm">{o.customerName}</span>
            <span className="mt-1 flex justify-between text-sm text-muted">
              <span>{when(o.createdAt)}</span>
              <span className="font-medium text-ink">{money(o.totalAmount)}</span>
            </span>
            {o.balanceDue && <BalanceOwed amount={o.balanceDue} />}
          </Link>
        </li>
      ))}
    </ul>
  );
}
