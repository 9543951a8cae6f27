import type { ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';

/**
 * One section of a long /admin form that folds on a phone: its title, whether it holds unsaved changes or
 * a problem, and its fields. Folded, its fields stay in the form (they still save and validate).
 */
export function FoldSection({
  id,
  title,
  open,
  onToggle,
  changed,
  problem,
  children,
}: {
  id: string;
  title: string;
  open: boolean;
  onToggle: (open: boolean) => void;
  changed?: boolean;
  problem?: boolean;
  children: ReactNode;
}) {
  return (
    <details
      className="group rounded-lg border border-line"
      open={open}
      onToggle={(e) => onToggle((e.currentTarget as HTMLDetailsElement).open)}
      data-testid={`section-${id}`}
    >
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-3 py-2 font-semibold [&::-webkit-details-marker]:hidden">
        <span>
          {title}
          {problem ? <span className="ml-2 text-sm font-medium text-danger">needs a look</span> : changed ? <span className="ml-2 text-sm font-medium text-amethyst-700">changed</span> : null}
        </span>
        <ChevronDown className="size-5 shrink-0 transition-transform group-open:rotate-180" aria-hidden="true" />
      </summary>
      <div className="space-y-5 border-t border-line p-3">{children}</div>
    </details>
  );
}
