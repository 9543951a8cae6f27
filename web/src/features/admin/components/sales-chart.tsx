import type { DailySales } from '@crystal/shared/schemas/admin-dashboard';
import { decimalStringToCents } from '@/lib/format';
import { money, plural, shortDay } from './format';

const W = 600;
const H = 160;
const PAD = { top: 12, right: 8, bottom: 4, left: 8 };

/**
 * Revenue before tax (goods + shipping) per day for the last 30 days as SVG bars. Screen readers get a
 * summary and the same numbers as a table, with goods, shipping and the tax collected apart.
 */
export function SalesChart({ sales }: { sales: DailySales[] }) {
  const cents = sales.map((d) => decimalStringToCents(d.revenue));
  const max = Math.max(1, ...cents);
  const total = cents.reduce((a, b) => a + b, 0);
  const orders = sales.reduce((a, d) => a + d.orders, 0);
  const slot = (W - PAD.left - PAD.right) / Math.max(1, sales.length);
  const plotH = H - PAD.top - PAD.bottom;
  const summary = `Sales over the last ${sales.length} days: ${plural(orders, 'order')}, ${money((total / 100).toFixed(2))} before tax.`;
  return (
    <figure className="card p-4">
      <figcaption className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">Last 30 days</span>
        <span className="text-sm text-muted">{summary.replace(/^Sales over the last \d+ days: /, '')}</span>
      </figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" role="img" aria-label={summary}>
        <line x1={PAD.left} x2={W - PAD.right} y1={H - PAD.bottom} y2={H - PAD.bottom} stroke="#e7e1f0" />
        {sales.map((d, i) => {
          const h = (cents[i]! / max) * plotH;
          const x = PAD.left + i * slot + slot * 0.15;
          return (
            <g key={d.day}>
              <rect x={x} y={H - PAD.bottom - h} width={slot * 0.7} height={Math.max(h, cents[i]! > 0 ? 2 : 0)} rx={2} fill="#6b3fa0">
                <title>{`${shortDay(d.day)}: ${plural(d.orders, 'order')}, ${money(d.revenue)} before tax`}</title>
              </rect>
            </g>
          );
        })}
      </svg>
      <div aria-hidden className="mt-1 flex justify-between text-xs text-muted">
        {[0, 10, 20, sales.length - 1]
          .filter((i) => i < sales.length)
          .map((i) => (
            <span key={i}>{shortDay(sales[i]!.day)}</span>
          ))}
      </div>
      <table className="sr-only">
        <caption>Daily sales, last 30 days</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Orders</th>
            <th scope="col">Goods</th>
            <th scope="col">Shipping</th>
            <th scope="col">Tax collected</th>
            <th scope="col">Revenue before tax</th>
          </tr>
        </thead>
        <tbody>
          {sales.map((d) => (
            <tr key={d.day}>
              <td>{d.day}</td>
              <td>{d.orders}</td>
              <td>{money(d.goods)}</td>
              <td>{money(d.shipping)}</td>
              <td>{money(d.tax)}</td>
              <td>{money(d.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
