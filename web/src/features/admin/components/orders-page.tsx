import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ORDER_STATUSES, type OrderStatus } from '@crystal/shared/schemas/order';
import type { AdminOrderSummary } from '@crystal/shared/schemas/admin-orders';
import { useOrders } from '../api/get-orders';
import { useWide } from '../hooks/use-media-query';
import { adminPaths } from '../admin-paths';
import { LoadState, PageHeading } from './admin-shell';
import { STATUS_LABEL, StatusBadge } from './status-badge';
import { money, when } from './format';

function OrdersTable({ orders }: { orders: AdminOrderSummary[] }) {
  return (
    <div className="card overflow-hidden">
      <table className="w-full text-left text-sm">
        <thead className="bg-mist text-xs uppercase tracking-wide text-muted">
          <tr>
            <th scope="col" className="px-4 py-3">
              Order
            </th>
            <th scope="col" className="px-4 py-3">
              Placed
            </th>
            <th scope="col" className="px-4 py-3">
              Customer
            </th>
            <th scope="col" className="px-4 py-3">
              Items
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Total
            </th>
            <th scope="col" className="px-4 py-3">
              Status
            </th>
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
              <td className="px-4 py-3 text-right font-medium">{money(o.totalAmount)}</td>
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

function OrderCards({ orders }: { orders: AdminOrderSummary[] }) {
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
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Orders newest first, filtered by status and dates (kept in the URL), paged by cursor. */
export function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const status = (ORDER_STATUSES as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as OrderStatus)
    : undefined;
  const from = params.get('from') ?? undefined;
  const to = params.get('to') ?? undefined;
  const [cursors, setCursors] = useState<string[]>([]);
  const cursor = cursors.at(-1);
  const { data, isLoading, error, isFetching } = useOrders({ status, from, to, cursor });
  const wide = useWide();

  function setFilter(key: string, value: string) {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
    setCursors([]);
  }

  return (
    <>
      <PageHeading title="Orders" />
      <form
        className="card mb-4 grid grid-cols-1 gap-3 p-4 sm:grid-cols-3"
        onSubmit={(e) => e.preventDefault()}
      >
        <div>
          <label className="label" htmlFor="order-status">
            Status
          </label>
          <select
            id="order-status"
            className="input"
            value={status ?? ''}
            onChange={(e) => setFilter('status', e.target.value)}
          >
            <option value="">All orders</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABEL[s]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label className="label" htmlFor="order-from">
            From
          </label>
          <input
            id="order-from"
            type="date"
            className="input"
            value={from ?? ''}
            onChange={(e) => setFilter('from', e.target.value)}
          />
        </div>
        <div>
          <label className="label" htmlFor="order-to">
            To
          </label>
          <input
            id="order-to"
            type="date"
            className="input"
            value={to ?? ''}
            onChange={(e) => setFilter('to', e.target.value)}
          />
        </div>
      </form>
      <LoadState isLoading={isLoading} error={error}>
        {data && data.orders.length === 0 && (
          <p className="card p-6 text-center text-muted">No orders match these filters.</p>
        )}
        {data &&
          data.orders.length > 0 &&
          (wide ? <OrdersTable orders={data.orders} /> : <OrderCards orders={data.orders} />)}
        {(cursors.length > 0 || data?.nextCursor) && (
          <div className="mt-4 flex justify-between gap-3">
            <button
              type="button"
              className="btn-outline"
              disabled={!cursors.length || isFetching}
              onClick={() => setCursors((c) => c.slice(0, -1))}
            >
              Newer
            </button>
            <button
              type="button"
              className="btn-outline"
              disabled={!data?.nextCursor || isFetching}
              onClick={() => data?.nextCursor && setCursors((c) => [...c, data.nextCursor!])}
            >
              Older
            </button>
          </div>
        )}
      </LoadState>
    </>
  );
}
