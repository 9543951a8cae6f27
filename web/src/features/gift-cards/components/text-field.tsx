import type { ReactNode } from 'react';

type Aria = { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string };
type Props = { id: string; label: string; error?: string; hint?: string; children: (aria: Aria) => ReactNode };

/** A labelled control with its hint and its validation message, both linked for screen readers. */
export function TextField({ id, label, error, hint, children }: Props) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), ...(described ? { 'aria-describedby': described } : {}) })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
