import { useState, type FormEvent } from 'react';
import { CARRIERS, CARRIER_NAMES, TRACKING_NUMBER_PATTERN, type Carrier } from '@crystal/shared/carriers';
import type { StatusChange } from '../api/update-order-status';

type Props = { busy: boolean; onSubmit: (change: StatusChange) => void; onCancel: () => void };

/** The carrier a parcel leaves with, for the Mark shipped form and the Parcels section. */
export function CarrierSelect({ label, name, value, onChange }: { label: string; name: string; value: Carrier; onChange: (carrier: Carrier) => void }) {
  return (
    <label className="flex flex-col text-sm font-medium">
      {label}
      <select className="input mt-1" value={value} onChange={(e) => onChange(e.target.value as Carrier)} name={name}>
        {CARRIERS.map((c) => (
          <option key={c} value={c}>
            {CARRIER_NAMES[c]}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Mark shipped: the carrier and its tracking number (8 to 40 letters or digits). */
export function ShipForm({ busy, onSubmit, onCancel }: Props) {
  const [carrier, setCarrier] = useState<Carrier>('canada_post');
  const [trackingNumber, setTrackingNumber] = useState('');
  const clean = trackingNumber.replace(/\s+/g, '');
  const valid = TRACKING_NUMBER_PATTERN.test(clean);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (valid) onSubmit({ status: 'shipped', carrier, trackingNumber: clean });
  };
  return (
    <form onSubmit={submit} className="flex w-full flex-wrap items-end gap-3" aria-label="Mark shipped">
      <CarrierSelect label="Carrier" name="carrier" value={carrier} onChange={setCarrier} />
      <label className="flex min-w-56 flex-1 flex-col text-sm font-medium">
        Tracking number
        <input
          className="input mt-1 font-mono"
          name="trackingNumber"
          value={trackingNumber}
          onChange={(e) => setTrackingNumber(e.target.value)}
          aria-invalid={trackingNumber !== '' && !valid}
          aria-describedby="tracking-hint"
          autoComplete="off"
        />
        <span id="tracking-hint" className="mt-1 text-xs font-normal text-muted">
          8 to 40 letters or digits. The shopper gets an email with the tracking link.
        </span>
      </label>
      <button type="submit" className="btn-primary" disabled={busy || !valid}>
        Mark shipped
      </button>
      <button type="button" className="btn-ghost" onClick={onCancel}>
        Not yet
      </button>
    </form>
  );
}

/** Refund: the whole remaining amount, or part of it; the pieces back in stock or not. */
export function RefundForm({ busy, onSubmit, onCancel, remaining }: Props & { remaining: string }) {
  const [amount, setAmount] = useState(remaining);
  const [restock, setRestock] = useState(true);
  // One id per opened form: pressing twice, or a retried request, refunds once.
  const [requestId] = useState(() => crypto.randomUUID());
  const valid = /^\d+\.\d{2}$/.test(amount) && Number(amount) > 0 && Number(amount) <= Number(remaining);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (valid) onSubmit({ status: 'refunded', refundAmount: amount, restock, requestId });
  };
  return (
    <form onSubmit={submit} className="flex w-full flex-wrap items-end gap-3" aria-label="Refund payment">
      <label className="flex flex-col text-sm font-medium">
        Amount (CAD, at most {remaining})
        <input className="input mt-1 w-36 tabular-nums" name="refundAmount" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value.trim())} aria-invalid={!valid} />
      </label>
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input type="checkbox" checked={restock} onChange={(e) => setRestock(e.target.checked)} name="restock" />
        Put the pieces back in stock (full refunds)
      </label>
      <button type="submit" className="btn bg-danger text-white hover:bg-red-800" disabled={busy || !valid}>
        Refund {amount && valid ? `$${amount}` : ''}
      </button>
      <button type="button" className="btn-ghost" onClick={onCancel}>
        Keep order
      </button>
    </form>
  );
}
