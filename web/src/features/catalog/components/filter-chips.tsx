import { X } from 'lucide-react';
import type { FilterChip } from '../lib/filter-chips';
import { CHIP_TEXT, LISTING_TEXT } from '../lib/listing-texts';

type Props = { chips: FilterChip[]; onRemove: (chip: FilterChip) => void };

/** The listing's active filters as chips; one tap on a chip's cross removes that filter alone. */
export function FilterChips({ chips, onRemove }: Props) {
  if (chips.length === 0) return null;
  return (
    <ul className="mt-3 flex flex-wrap gap-2" aria-label={LISTING_TEXT.activeFilters} data-testid="filter-chips">
      {chips.map((chip) => (
        <li key={chip.key}>
          <span className="inline-flex items-center gap-1 rounded-full bg-amethyst-100 py-1 pl-3 pr-1 text-sm text-amethyst-800">
            {chip.label}
            <button
              type="button"
              onClick={() => onRemove(chip)}
              aria-label={CHIP_TEXT.remove(chip.label)}
              className="-my-2 inline-flex size-11 items-center justify-center rounded-full hover:bg-amethyst-200"
            >
              <X className="size-3.5" aria-hidden="true" />
            </button>
          </span>
        </li>
      ))}
    </ul>
  );
}
