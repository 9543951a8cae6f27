import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useOverview } from '../api/get-overview';
import { giftCardLiabilityOf } from '../api/gift-card-wire';
import { adminPaths } from '../admin-paths';
import { LoadState, PageHeading } from './admin-shell';
import { FinishSettingsPrompt } from './finish-settings-prompt';
import { FoldSection } from './fold-section';
import { useWide } from '../hooks/use-media-query';
import { SalesChart } from './sales-chart';
import { OverviewMailFigures } from './overview-mail-figures';
import { money, plural } from './format';
import { giftCardsSoldAndSpent, salesBreakdown } from './sales-figures';

function Stat({ label, value, sub, to }: { label: string; value: string; sub?: string; to?: string }) {
  const body = (
    <>
      <p className="text-sm text-muted">{label}</p>
      <p className="mt-1 text-2xl font-semibold text-ink">{value}</p>
      {sub && <p className="mt-0.5 text-sm text-muted">{sub}</p>}
    </>
  );
  return to ? (
    <Link to={to} className="card block p-4 hover:border-amethyst-200">
      {body}
    </Link>
  ) : (
    <div className="card p-4">{body}</div>
  );
}

export function OverviewPage() {
  const { data, isLoading, error } = useOverview();
  // The list of pieces running low folds on a phone (the Low stock tile above gives their number).
  const [lowStockOpen, setLowStockOpen] = useState(useWide());
  return (
    <>
      <PageHeading title="Overview" />
      <LoadState isLoading={isLoading} error={error}>
        {data && (
          <div className="space-y-6">
            <FinishSettingsPrompt details={data.unfinishedSettings} />
            <p data-testid="tax-status" className={data.taxStatus.charging ? 'text-sm text-muted' : 'card border-amber-300 bg-amber-50 p-3 text-sm'}>
              {data.taxStatus.text}{' '}
              <Link to={adminPaths.settings} className="font-medium text-amethyst-700 underline">
                Tax settings
              </Link>
            </p>
            <div className="grid grid-cols-2 gap-3 lg:grid-cols-3">
              <Stat label="To ship" value={String(data.toShip)} sub="paid, not shipped yet" to={adminPaths.orders} />
              <Stat label="Awaiting payment" value={String(data.awaitingPayment)} sub="placed, not paid yet" to={`${adminPaths.orders}?tab=unpaid`} />
              <Stat label="Today, before tax" value={money(data.today.revenue)} sub={salesBreakdown(data.today)} to={adminPaths.orders} />
              <Stat label="This month, before tax" value={money(data.month.revenue)} sub={salesBreakdown(data.month)} to={adminPaths.orders} />
              <Stat
                label="Open consultations"
                value={String(data.openConsultations)}
                sub={`${plural(data.openMessages, 'other message')}`}
                to={adminPaths.inbox}
              />
              <Stat label="Low stock" value={String(data.lowStock.length)} sub="pieces with 5 or fewer" to={adminPaths.products} />
              {giftCardLiabilityOf(data) !== undefined && (
                <Stat label="Still owed on gift cards" value={money(giftCardLiabilityOf(data)!)} sub={`what cards can still spend; ${giftCardsSoldAndSpent(data.month)}`} to={adminPaths.giftCards} />
              )}
            </div>
            <SalesChart sales={data.sales} />
            <OverviewMailFigures newsletter={data.newsletter} reminders={data.reminders} />
            <FoldSection id="low-stock" title={`Low stock (${data.lowStock.length})`} open={lowStockOpen} onToggle={setLowStockOpen}>
              {data.lowStock.length === 0 ? (
                <p className="text-sm text-muted">Every active piece has more than 5 in stock.</p>
              ) : (
                <ul className="divide-y divide-line">
                  {data.lowStock.map((p) => (
                    <li key={p.id} className="flex items-center justify-between gap-3 py-2">
                      <Link to={adminPaths.product(p.id)} className="min-w-0 font-medium text-amethyst-700 underline-offset-2 hover:underline">
                        <span className="block truncate">{p.name}</span>
                        <span className="block text-xs font-normal text-muted">{p.sku}</span>
                      </Link>
                      <span className={`shrink-0 text-sm font-semibold ${p.stockQuantity === 0 ? 'text-danger' : 'text-ink'}`}>
                        {p.stockQuantity === 0 ? 'Sold out' : p.stock.startsWith('Made to order') ? p.stock : `${p.stockQuantity} left`}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </FoldSection>
          </div>
        )}
      </LoadState>
    </>
  );
}
