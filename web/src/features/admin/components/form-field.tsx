import type { ReactNode } from 'react';

/** A labelled field of the dashboard's forms: its hint until it has an error, then the error, which the input names. */
export function Field({ id, label, error, children, hint }: { id: string; label: string; error?: string; hint?: string; children: ReactNode }) {
  return (
    <div>
      <label className="label" htmlFor={id}>
        {label}
      </label>
      {children}
      {hint && !error && <p className="mt-1 text-xs text-muted">{hint}</p>}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** An input's attributes pointing at its field's error, when there is one. */
export const described = (id: string, error: unknown) => (error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {});
