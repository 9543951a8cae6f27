import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ORDER_TABS, type OrderTabId } from '@crystal/shared/schemas/admin-orders';
import { useOrders } from '../api/get-orders';
import { useWide } from '../hooks/use-media-query';
import { LoadState, PageHeading } from './admin-shell';
import { OrderCards, OrdersTable } from './order-list-views';
import { OrdersExport } from './orders-export';
import { OrdersSearch } from './orders-search';

const tabOf = (id: string | null) => ORDER_TABS.find((t) => t.id === id) ?? ORDER_TABS[0];

/**
 * Orders newest first. The list opens on "To ship" (paid, not yet shipped); unpaid attempts and
 * cancelled ones have their own tab. Tab, search and dates live in the URL; pages follow a cursor.
 */
export function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const q = params.get('q') ?? undefined;
  const from = params.get('from') ?? undefined;
  const to = params.get('to') ?? undefined;
  const [cursors, setCursors] = useState<string[]>([]);
  const cursor = cursors.at(-1);
  const { data, isLoading, error, isFetching } = useOrders({ statuses: tab.statuses, balance: 'balance' in tab ? tab.balance : undefined, q, from, to, cursor });
  const wide = useWide();

  function setFilter(key: string, value: string) {
    // The address as it is now, not as of this render: two quick changes (From, then To) both stay.
    const next = new URLSearchParams(window.location.search);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
    setCursors([]);
  }

  return (
    <>
      <PageHeading title="Orders" />
      <nav aria-label="Order lists" className="mb-4">
        <ul className="flex flex-wrap gap-2">
          {ORDER_TABS.map((t) => (
            <li key={t.id}>
              <button
                type="button"
                aria-pressed={t.id === tab.id}
                onClick={() => setFilter('tab', t.id === ORDER_TABS[0].id ? '' : (t.id satisfies OrderTabId))}
                className={`min-h-11 rounded-full border px-4 text-sm font-medium ${
                  t.id === tab.id ? 'border-amethyst-700 bg-amethyst-700 text-white' : 'border-line bg-white text-ink hover:bg-amethyst-50'
                }`}
              >
                {t.label}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <OrdersSearch q={q} from={from} to={to} onChange={setFilter} />
      <LoadState isLoading={isLoading} error={error}>
        {data && data.orders.length === 0 && (
          <p className="card p-6 text-center text-muted">
            {q ? `No orders match “${q}” here.` : tab.id === 'to-ship' ? 'Nothing to ship right now.' : tab.id === 'to-make' ? 'No custom work to make right now.' : 'No orders match these filters.'}
            {data.nextCursor && ' Older orders have not been searched yet: press Older.'}
          </p>
        )}
        {data && data.orders.length > 0 && (wide ? <OrdersTable orders={data.orders} /> : <OrderCards orders={data.orders} />)}
        {(cursors.length > 0 || data?.nextCursor) && (
          <div className="mt-4 flex justify-between gap-3">
            <button type="button" className="btn-outline" disabled={!cursors.length || isFetching} onClick={() => setCursors((c) => c.slice(0, -1))}>
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
      <OrdersExport from={from} to={to} />
    </>
  );
}
