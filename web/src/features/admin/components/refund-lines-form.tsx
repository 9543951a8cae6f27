import { useState, type FormEvent } from 'react';
import { centsToDecimalString, decimalStringToCents } from '@crystal/shared/money';
import { settleRefundFigures } from '@crystal/shared/money/compute-refund';
import type { AdminOrderDetail, RefundLines } from '@crystal/shared/schemas/admin-orders';
import { formatCadCents } from '@/lib/format';
import { refundableOfDetail } from './refund-figures';

type Props = { order: AdminOrderDetail; busy: boolean; onSubmit: (refund: RefundLines) => void; onCancel: () => void; onAmountOnly: () => void };

const cad = formatCadCents;

/** A quantity from 0 to `max`, one step at a time (large tap targets on a phone). */
function QuantityStepper({ name, value, max, onChange }: { name: string; value: number; max: number; onChange: (n: number) => void }) {
  return (
    <span className="flex items-center gap-1" role="group" aria-label={`Quantity of ${name} to refund`}>
      <button type="button" className="btn-ghost min-h-11 min-w-11" aria-label={`One fewer ${name}`} disabled={value <= 0} onClick={() => onChange(value - 1)}>
        −
      </button>
      <output className="w-8 text-center tabular-nums" aria-live="polite" data-testid="refund-quantity">
        {value}
      </output>
      <button type="button" className="btn-ghost min-h-11 min-w-11" aria-label={`One more ${name}`} disabled={value >= max} onClick={() => onChange(value + 1)}>
        +
      </button>
      <span className="text-xs text-muted">of {max}</span>
    </span>
  );
}

/**
 * Refund by the line (issue 45): each line's quantity (0 to what is left of it), whether it goes back in
 * stock, the shipping, and an optional lower total. The goods, shipping, tax and total shown are computed
 * by the server's own function (shared/src/money/compute-refund.ts) as she chooses.
 */
export function RefundLinesForm({ order, busy, onSubmit, onCancel, onAmountOnly }: Props) {
  const { order: figures, before } = refundableOfDetail(order);
  const left = (id: number, quantity: number) => quantity - (before.quantities.get(id) ?? 0);
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [restock, setRestock] = useState<Record<number, boolean>>({});
  const [shipping, setShipping] = useState(false);
  const [lower, setLower] = useState('');
  // One id per opened form: pressing twice, or a retried request, refunds once.
  const [requestId] = useState(() => crypto.randomUUID());
  const lowerValid = lower === '' || /^\d+\.\d{2}$/.test(lower);
  const items = order.items.map((i) => ({ itemId: i.id, quantity: quantities[i.id] ?? 0, restock: restock[i.id] ?? true }));
  const chosen = items.some((i) => i.quantity > 0) || shipping;
  const outcome = chosen
    ? settleRefundFigures(figures, before, { items, shipping }, lower && lowerValid ? decimalStringToCents(lower) : undefined)
    : undefined;
  const ok = outcome?.ok ? outcome.figures : undefined;
  const problem = outcome && !outcome.ok ? outcome.issues[0]!.message : !lowerValid ? 'Write the lower total like 20.00' : undefined;
  const canShip = figures.shippingCents > 0 && !before.shipping;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!ok || !lowerValid) return;
    onSubmit({
      items: items.filter((i) => i.quantity > 0),
      ...(shipping ? { shipping: true } : {}),
      ...(lower ? { amount: lower } : {}),
      requestId,
    });
  };
  return (
    <form onSubmit={submit} className="w-full space-y-3" aria-label="Refund by the line">
      <ul className="divide-y divide-line">
        {order.items.map((item) => {
          const max = left(item.id, item.quantity);
          return (
            <li key={item.id} className="flex flex-wrap items-center gap-3 py-2" data-testid="refund-line">
              <span className="min-w-40 flex-1">
                <span className="block font-medium">{item.name}</span>
                <span className="block text-xs text-muted">
                  {item.quantity} bought{max < item.quantity ? `, ${item.quantity - max} refunded before` : ''}
                </span>
              </span>
              <QuantityStepper name={item.name} value={quantities[item.id] ?? 0} max={max} onChange={(n) => setQuantities({ ...quantities, [item.id]: n })} />
              <label className="flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={restock[item.id] ?? true}
                  disabled={max === 0}
                  onChange={(e) => setRestock({ ...restock, [item.id]: e.target.checked })}
                  aria-label={`Put ${item.name} back in stock`}
                />
                Put back in stock
              </label>
            </li>
          );
        })}
      </ul>
      {canShip && (
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input type="checkbox" checked={shipping} onChange={(e) => setShipping(e.target.checked)} name="shipping" />
          Refund shipping ({cad(figures.shippingCents)})
        </label>
      )}
      <dl className="space-y-1 text-sm" aria-live="polite" data-testid="refund-figures">
        <div className="flex justify-between">
          <dt className="text-muted">Goods</dt>
          <dd>{cad(ok?.goodsCents ?? 0)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-muted">Shipping</dt>
          <dd>{cad(ok?.shippingCents ?? 0)}</dd>
        </div>
        {(ok?.taxLines ?? figures.taxLines.map((t) => ({ ...t, amountCents: 0 }))).map((t) => (
          <div key={t.name} className="flex justify-between">
            <dt className="text-muted">{t.label}</dt>
            <dd>{cad(t.amountCents)}</dd>
          </div>
        ))}
        <div className="flex justify-between font-semibold">
          <dt>Refund total</dt>
          <dd data-testid="refund-total">{cad(ok?.totalCents ?? 0)}</dd>
        </div>
      </dl>
      <label className="flex flex-col text-sm font-medium">
        Lower total (optional, CAD)
        <input
          className="input mt-1 w-36 tabular-nums"
          name="amount"
          inputMode="decimal"
          value={lower}
          placeholder={ok ? centsToDecimalString(ok.totalCents) : ''}
          onChange={(e) => setLower(e.target.value.trim())}
          aria-invalid={!lowerValid || (outcome !== undefined && !outcome.ok)}
        />
      </label>
      {problem && (
        <p className="text-sm text-danger" role="alert">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn bg-danger text-white hover:bg-red-800" disabled={busy || !ok}>
          Refund {ok ? cad(ok.totalCents) : ''}
        </button>
        <button type="button" className="btn-ghost" onClick={onCancel}>
          Keep order
        </button>
        <button type="button" className="btn-ghost text-sm" onClick={onAmountOnly}>
          Refund an amount only
        </button>
      </div>
    </form>
  );
}
