import { useState, type FormEvent } from 'react';
import { TRACKING_NUMBER_PATTERN, type Carrier } from '@crystal/shared/carriers';
import { CarrierSelect } from './fulfilment-forms';
import type { AdminOrderDetail } from '@crystal/shared/schemas/admin-orders';
import { shippedLines } from '@crystal/shared/order-ships';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useMarkMade, useShipParcel } from '../api/ship-parcel';
import { when } from './format';

type Item = AdminOrderDetail['items'][number];

const left = (item: Item) => item.quantity - (item.shippedQuantity ?? 0);
const awaitsMaking = (item: Item) => Boolean(item.madeToOrder) && !item.made;
const shipByText = (shipBy: string) =>
  new Date(`${shipBy}T12:00:00Z`).toLocaleDateString('en-CA', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** One line still to ship: ticked to go in this parcel, with how many; a made-to-order one marked made first. */
function LineToShip({ item, count, onCount, orderId }: { item: Item; count: number; onCount: (n: number) => void; orderId: number }) {
  const markMade = useMarkMade(orderId);
  const mark = (made: boolean) =>
    markMade.mutate(
      { itemId: item.id, made },
      { onError: (e) => toast({ title: 'Not changed', description: errorMessage(e, 'Please try again.'), variant: 'destructive' }) },
    );
  return (
    <li className="flex flex-wrap items-center gap-2 py-2" data-testid="line-to-ship">
      <label className="flex min-h-11 min-w-0 flex-1 items-center gap-2 text-sm">
        <input type="checkbox" checked={count > 0} onChange={(e) => onCount(e.target.checked ? left(item) : 0)} aria-label={`Ship ${item.name}`} />
        <span className="min-w-0">
          <span className="block font-medium">{item.name}</span>
          <span className="block text-xs text-muted">
            {left(item)} of {item.quantity} to ship
            {item.madeToOrder && (awaitsMaking(item) ? ` · made to order, estimated ${shipByText(item.madeToOrder.shipBy)}` : ' · made')}
          </span>
        </span>
      </label>
      {left(item) > 1 && (
        <input
          className="input w-20"
          type="number"
          min={0}
          max={left(item)}
          value={count}
          onChange={(e) => onCount(Math.max(0, Math.min(left(item), Number(e.target.value) || 0)))}
          aria-label={`How many ${item.name}`}
        />
      )}
      {item.madeToOrder && (
        <button type="button" className="btn-outline min-h-11 text-sm" disabled={markMade.isPending} onClick={() => mark(awaitsMaking(item))}>
          {awaitsMaking(item) ? 'Mark made' : 'Not made yet'}
        </button>
      )}
    </li>
  );
}

/**
 * Parcels (issue 45 build 1): the lines still to ship, each ticked into this parcel with how many, the
 * carrier and tracking; the parcels already sent. A made-to-order line she has not marked made asks her
 * to confirm it is ready before it goes.
 */
export function ParcelsSection({ order }: { order: AdminOrderDetail }) {
  // A gift card is emailed on its day by the shop: never a line of a parcel.
  const toShip = shippedLines(order.items).filter((i) => left(i) > 0);
  const shippable = order.status === 'paid' || order.status === 'partially_shipped';
  const ready = Object.fromEntries(toShip.map((i) => [i.id, awaitsMaking(i) ? 0 : left(i)]));
  const [counts, setCounts] = useState<Record<number, number>>(ready);
  const [carrier, setCarrier] = useState<Carrier>('canada_post');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [confirming, setConfirming] = useState(false);
  const ship = useShipParcel(order.id);
  const clean = trackingNumber.replace(/\s+/g, '');
  const items = toShip.filter((i) => (counts[i.id] ?? 0) > 0).map((i) => ({ itemId: i.id, quantity: counts[i.id]! }));
  const unmade = toShip.filter((i) => (counts[i.id] ?? 0) > 0 && awaitsMaking(i));
  const valid = items.length > 0 && TRACKING_NUMBER_PATTERN.test(clean);
  const byId = new Map(order.items.map((i) => [i.id, i]));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!valid) return;
    if (unmade.length && !confirming) return setConfirming(true);
    ship.mutate(
      { items, carrier, trackingNumber: clean, ...(unmade.length ? { confirmNotMade: true } : {}) },
      {
        onSuccess: (after) => {
          toast({ title: after.status === 'shipped' ? `Order #${order.id} shipped` : `Parcel sent: order #${order.id} is partly shipped` });
          setTrackingNumber('');
          setConfirming(false);
          setCounts({});
        },
        onError: (err) => toast({ title: 'Parcel not recorded', description: errorMessage(err, 'Please try again.'), variant: 'destructive' }),
      },
    );
  };

  if (!shippable && !order.shipments?.length) return null;
  return (
    <section aria-labelledby="order-parcels" className="card p-4 lg:col-span-3" data-testid="parcels">
      <h2 id="order-parcels" className="text-lg font-semibold">
        Parcels
      </h2>
      {order.shipments?.length ? (
        <ol className="mt-2 space-y-2 text-sm" aria-label="Parcels sent">
          {order.shipments.map((s) => (
            <li key={s.id} data-testid="parcel">
              <span className="font-medium">
                Parcel {s.id}, {when(s.shippedAt)}, {s.carrierName}{' '}
              </span>
              {s.trackingUrl ? (
                <a href={s.trackingUrl} target="_blank" rel="noopener noreferrer" className="font-mono text-amethyst-700 underline">
                  {s.trackingNumber}
                </a>
              ) : (
                <span className="font-mono">{s.trackingNumber}</span>
              )}
              <span className="block text-muted">{s.items.map((i) => `${i.quantity} × ${byId.get(i.itemId)?.name ?? `line ${i.itemId}`}`).join(', ')}</span>
            </li>
          ))}
        </ol>
      ) : null}
      {shippable && toShip.length === 0 && !order.shipments?.length && (
        <p className="mt-2 text-sm text-muted" data-testid="nothing-to-ship">
          Nothing to ship: gift cards alone, each emailed to its recipient on its day.
        </p>
      )}
      {shippable && toShip.length > 0 && (
        <form onSubmit={submit} className="mt-3 space-y-3" aria-label="Ship a parcel">
          <h3 className="font-semibold">Ship what is ready</h3>
          <ul className="divide-y divide-line">
            {toShip.map((item) => (
              <LineToShip key={item.id} item={item} orderId={order.id} count={counts[item.id] ?? 0} onCount={(n) => setCounts((c) => ({ ...c, [item.id]: n }))} />
            ))}
          </ul>
          <div className="flex flex-wrap items-end gap-3">
            <CarrierSelect label="Parcel carrier" name="parcelCarrier" value={carrier} onChange={setCarrier} />
            <label className="flex min-w-56 flex-1 flex-col text-sm font-medium">
              Parcel tracking number
              <input
                className="input mt-1 font-mono"
                name="parcelTrackingNumber"
                value={trackingNumber}
                onChange={(e) => setTrackingNumber(e.target.value)}
                aria-invalid={trackingNumber !== '' && !TRACKING_NUMBER_PATTERN.test(clean)}
                autoComplete="off"
              />
            </label>
          </div>
          {confirming && (
            <p className="rounded-lg bg-amber-50 p-2 text-sm text-amber-900" role="alert">
              {unmade.map((i) => i.name).join(', ')} {unmade.length > 1 ? 'are' : 'is'} made to order and not marked made yet. Ship it anyway?
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn-primary" disabled={ship.isPending || !valid}>
              {confirming ? 'Yes, it is ready: ship it' : items.length === toShip.length && items.every((i) => i.quantity === left(byId.get(i.itemId)!)) ? 'Ship all that is left' : 'Ship these lines'}
            </button>
            {confirming && (
              <button type="button" className="btn-ghost" onClick={() => setConfirming(false)}>
                Not yet
              </button>
            )}
          </div>
          <p className="text-xs text-muted">The shopper gets an email for each parcel: what is in it, and what is still being made.</p>
        </form>
      )}
    </section>
  );
}
