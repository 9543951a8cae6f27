import type { ReactNode } from 'react';

type Props = { id: string; label: string; error?: string; children: (aria: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode; className?: string };

/** A labelled control with its validation message linked for screen readers. */
export function FormField({ id, label, error, children, className }: Props) {
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="label">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), ...(error ? { 'aria-describedby': errorId } : {}) })}
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
