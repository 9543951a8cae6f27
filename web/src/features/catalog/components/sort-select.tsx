import { useId } from 'react';
import type { SortOption } from '@crystal/shared/schemas/product';
import { SORT_LABELS, SORT_OPTIONS } from '../lib/listing-filters';
import { FILTER_TEXT } from '../lib/listing-texts';

type Props = { sort: SortOption; onSort: (sort: SortOption) => void; className?: string };

/** The 'Sort By' select: in the desktop sidebar, and on the listing itself on phones (not in the drawer). */
export function SortSelect({ sort, onSort, className }: Props) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={`${id}-sort`} className="label">
        {FILTER_TEXT.sortBy}
      </label>
      <select id={`${id}-sort`} value={sort} onChange={(e) => onSort(e.target.value as SortOption)} className="input">
        {SORT_OPTIONS.map((s) => (
          <option key={s} value={s}>
            {SORT_LABELS[s]}
          </option>
        ))}
      </select>
    </div>
  );
}
