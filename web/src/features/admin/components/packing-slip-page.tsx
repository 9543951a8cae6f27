import { Link, useParams } from 'react-router-dom';
import { useOrder } from '../api/get-order';
import { useShopSettings } from '../api/shop-settings';
import { adminPaths } from '../admin-paths';
import { when } from './format';
import { formatChoice } from '@crystal/shared/product-choices';
import { shippedLines } from '@crystal/shared/order-ships';

/** A printable packing slip: order number, ship-to, the pieces still to pack (and what left earlier). The page's chrome does not print. */
export function PackingSlipPage() {
  const id = Number(useParams().id);
  const { data: order, error } = useOrder(id);
  const { data: shop } = useShopSettings();
  if (error) return <p className="p-8 text-danger">This order could not be loaded.</p>;
  if (!order) return <p role="status" className="p-8 text-muted">Loading…</p>;
  // The units still to pack: a parcel already sent took its lines (a reprint of a shipped order shows them all).
  // A gift card is never packed: the shop emails it on its day.
  const pieces = shippedLines(order.items);
  const left = pieces.map((item) => ({ item, count: item.quantity - (item.shippedQuantity ?? 0) })).filter((l) => l.count > 0);
  const rows = left.length ? left : pieces.map((item) => ({ item, count: item.quantity }));
  const sentEarlier = left.length ? pieces.filter((i) => (i.shippedQuantity ?? 0) > 0) : [];
  return (
    <main className="mx-auto max-w-2xl bg-white p-6 text-ink print:max-w-none print:p-0" data-testid="packing-slip">
      <div className="mb-6 flex gap-3 print:hidden">
        <button type="button" className="btn-primary" onClick={() => window.print()}>
          Print
        </button>
        <Link to={adminPaths.order(id)} className="btn-ghost">
          Back to order
        </Link>
      </div>
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-line pb-4">
        <div>
          <p className="text-lg font-semibold">{shop?.legalName}</p>
          <p className="text-sm">{shop?.address}</p>
        </div>
        <div className="text-right">
          <h1 className="text-2xl font-semibold">Packing slip</h1>
          <p className="text-sm">Order #{order.id}</p>
          <p className="text-sm">{when(order.createdAt)}</p>
        </div>
      </header>
      <section className="mt-4 break-inside-avoid">
        <h2 className="text-sm font-semibold uppercase tracking-wide">Ship to</h2>
        <p className="mt-1 whitespace-pre-line">{order.shippingAddress}</p>
      </section>
      {order.giftNote && (
        <section className="mt-4 break-inside-avoid rounded-lg border border-dashed border-ink p-3" data-testid="gift-note">
          <h2 className="text-sm font-semibold uppercase tracking-wide">Gift note</h2>
          <p className="mt-1 whitespace-pre-line">{order.giftNote}</p>
        </section>
      )}
      <table className="mt-6 w-full border-collapse text-left">
        <thead>
          <tr className="border-b border-ink">
            <th className="py-2 pr-2">Qty</th>
            <th className="py-2 pr-2">Piece</th>
            <th className="py-2 text-right">Piece #</th>
            <th className="py-2 pl-2 text-right print:hidden">Packed</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ item, count }, index) => (
            <tr key={`${item.productId}-${index}`} className="break-inside-avoid border-b border-line" data-testid="slip-line">
              <td className="py-2 pr-2 text-lg font-semibold">{count}</td>
              <td className="py-2 pr-2">
                {item.name}
                {/* Choices in the artisan's English, the engraving exactly as typed. */}
                {item.choices?.map((c) => (
                  <span key={`${c.kind}:${c.name}`} className="block text-base font-semibold" data-testid="slip-choice">
                    {formatChoice(c)}
                  </span>
                ))}
                {item.madeToOrder && <span className="block text-sm">Made to order: ship by {item.madeToOrder.shipBy}</span>}
              </td>
              <td className="py-2 text-right font-mono">{item.productId}</td>
              <td className="py-2 pl-2 text-right print:hidden">☐</td>
            </tr>
          ))}
        </tbody>
      </table>
      {sentEarlier.length > 0 && (
        <p className="mt-4 text-sm" data-testid="sent-earlier">
          Sent earlier: {sentEarlier.map((i) => `${i.shippedQuantity} × ${i.name}`).join(', ')}
        </p>
      )}
      <p className="mt-6 text-sm">
        Thank you for your order. Questions: {shop?.replyToEmail}
        {shop?.phone ? ` or ${shop.phone}` : ''}
      </p>
    </main>
  );
}
