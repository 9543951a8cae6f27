import { useId, useState } from 'react';
import type { AdminProduct } from '@crystal/shared/schemas/admin-product';
import { money } from '../format';

/**
 * Pieces from the catalogue, found by name: the picked ones listed first (in her order, each removable),
 * then the matches of what she types (on sale only), up to `max`.
 */
export function PiecePicker({
  label,
  products,
  picked,
  onChange,
  max,
}: {
  label: string;
  products: readonly AdminProduct[];
  picked: readonly number[];
  onChange: (ids: number[]) => void;
  max: number;
}) {
  const [term, setTerm] = useState('');
  const id = useId();
  const byId = new Map(products.map((p) => [p.id, p]));
  const needle = term.trim().toLowerCase();
  const matches = needle
    ? products.filter((p) => p.isActive && !picked.includes(p.id) && p.name.toLowerCase().includes(needle)).slice(0, 8)
    : [];
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{label}</legend>
      <ul className="space-y-1" aria-label={`${label}: picked`}>
        {picked.map((pid) => (
          <li key={pid} className="flex items-center justify-between gap-2 rounded border border-line px-2 py-1 text-sm">
            <span>
              {byId.get(pid)?.name ?? `Piece ${pid}`} {byId.get(pid) && <span className="text-muted">{money(byId.get(pid)!.price)}</span>}
            </span>
            <button type="button" className="btn-ghost min-h-11" aria-label={`Remove ${byId.get(pid)?.name ?? pid}`} onClick={() => onChange(picked.filter((x) => x !== pid))}>
              Remove
            </button>
          </li>
        ))}
      </ul>
      {picked.length < max ? (
        <label htmlFor={id} className="flex flex-col text-sm">
          Search pieces by name
          <input id={id} className="input mt-1" type="search" value={term} onChange={(e) => setTerm(e.target.value)} autoComplete="off" />
        </label>
      ) : (
        <p className="text-sm text-muted">{max} pieces picked: remove one to add another.</p>
      )}
      {matches.length > 0 && (
        <ul className="divide-y divide-line rounded border border-line" aria-label={`${label}: matches`}>
          {matches.map((p) => (
            <li key={p.id}>
              <button
                type="button"
                className="flex min-h-11 w-full items-center justify-between gap-2 px-2 text-left text-sm hover:bg-amethyst-50"
                onClick={() => {
                  onChange([...picked, p.id]);
                  setTerm('');
                }}
              >
                <span>Add {p.name}</span>
                <span className="text-muted">{money(p.price)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
