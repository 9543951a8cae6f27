import type { AdminCategory } from '@crystal/shared/schemas/translation';

/**
 * "Also in": the collections a piece is in besides its main one (decision 0105), as checkboxes under the main
 * collection. The main collection is never offered here: the piece is always in it.
 */
export function AlsoInField({
  collections,
  mainId,
  value,
  onChange,
  error,
}: {
  collections: readonly AdminCategory[];
  mainId: number;
  value: readonly number[];
  onChange: (ids: number[]) => void;
  error?: string;
}) {
  const others = collections.filter((c) => c.id !== mainId);
  const toggle = (id: number, on: boolean) => onChange(on ? [...value.filter((v) => v !== id), id] : value.filter((v) => v !== id));
  return (
    <fieldset aria-describedby={error ? 'p-also-in-error' : undefined}>
      <legend className="label">Also in</legend>
      <p className="mb-2 text-xs text-muted">The piece shows in these collections too; its breadcrumb and Shop menu place stay its main collection.</p>
      {others.length === 0 ? (
        <p className="text-sm text-muted">No other collection yet.</p>
      ) : (
        <ul className="flex flex-wrap gap-x-4 gap-y-1">
          {others.map((c) => (
            <li key={c.id}>
              <label className="inline-flex items-center gap-2 text-sm">
                <input type="checkbox" checked={value.includes(c.id)} onChange={(e) => toggle(c.id, e.target.checked)} />
                {c.hidden ? `${c.name} (hidden)` : c.name}
              </label>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id="p-also-in-error" className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
