import { useState } from 'react';
import { Search } from 'lucide-react';

type Props = { q?: string; from?: string; to?: string; onChange: (key: 'q' | 'from' | 'to', value: string) => void };

/** Search by order number, name or email (on submit), and the date range, for the orders list. */
export function OrdersSearch({ q, from, to, onChange }: Props) {
  const [text, setText] = useState(q ?? '');
  return (
    <div className="card mb-4 space-y-3 p-4">
      <form
        role="search"
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          onChange('q', text.trim());
        }}
      >
        <div className="min-w-0 flex-1 basis-56">
          <label className="label" htmlFor="order-search">
            Search orders
          </label>
          <input
            id="order-search"
            type="search"
            className="input"
            placeholder="Name, email or order number"
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              if (!e.target.value) onChange('q', '');
            }}
          />
        </div>
        <button type="submit" className="btn-primary">
          <Search aria-hidden className="size-4" />
          Search
        </button>
      </form>
      <div className="grid grid-cols-2 gap-3">
        <div>
          <label className="label" htmlFor="order-from">
            From
          </label>
          <input id="order-from" type="date" className="input" value={from ?? ''} onChange={(e) => onChange('from', e.target.value)} />
        </div>
        <div>
          <label className="label" htmlFor="order-to">
            To
          </label>
          <input id="order-to" type="date" className="input" value={to ?? ''} onChange={(e) => onChange('to', e.target.value)} />
        </div>
      </div>
    </div>
  );
}
