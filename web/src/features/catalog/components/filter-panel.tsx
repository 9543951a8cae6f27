import { Search } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import type { Category } from '@crystal/shared/schemas/category';
import type { PriceRange, SortOption } from '@crystal/shared/schemas/product';
import { PRICE_LABELS, PRICE_RANGES, SORT_LABELS, SORT_OPTIONS, toggleValue, type ListingFilters } from '../lib/listing-filters';

type Props = {
  filters: ListingFilters;
  categorySlug: string | undefined;
  categories: Category[];
  facets: { materials: string[]; gemstones: string[] };
  showClear: boolean;
  /** Applies an update to the latest filter state (so quick successive changes never undo each other). */
  onChange: (update: (current: ListingFilters) => ListingFilters) => void;
  onCategory: (slug: string | undefined) => void;
  onClear: () => void;
};

function CheckList({ legend, values, chosen, onToggle }: { legend: string; values: string[]; chosen: string[]; onToggle: (v: string) => void }) {
  if (values.length === 0) return null;
  return (
    <fieldset>
      <legend className="label">{legend}</legend>
      <div className="mt-1 grid max-h-56 gap-0.5 overflow-y-auto pr-1">
        {values.map((v) => (
          <label key={v} className="flex min-h-10 cursor-pointer items-center gap-3 rounded-lg px-2 text-sm hover:bg-amethyst-50">
            <input type="checkbox" checked={chosen.includes(v)} onChange={() => onToggle(v)} className="size-4 accent-amethyst-700" />
            {v}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** 'Sacred Filters': search, collections, price range, sort, materials and gemstones. */
export function FilterPanel({ filters, categorySlug, categories, facets, showClear, onChange, onCategory, onClear }: Props) {
  const id = useId();
  const submitSearch = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const term = String(new FormData(e.currentTarget).get('search') ?? '').trim();
    onChange((f) => ({ ...f, search: term }));
  };
  const categoryButton = (slug: string | undefined, label: string) => {
    const active = categorySlug === slug;
    return (
      <li key={slug ?? 'all'}>
        <button
          type="button"
          onClick={() => onCategory(slug)}
          aria-pressed={active}
          className={`flex min-h-11 w-full items-center rounded-lg px-3 text-left text-sm transition-colors ${active ? 'bg-amethyst-700 font-semibold text-white' : 'text-ink hover:bg-amethyst-50'}`}
        >
          {label}
        </button>
      </li>
    );
  };

  return (
    <div className="space-y-6" data-testid="filter-panel">
      <form role="search" onSubmit={submitSearch} key={filters.search}>
        <label htmlFor={`${id}-search`} className="label">
          Search
        </label>
        <div className="relative">
          <input
            id={`${id}-search`}
            name="search"
            type="search"
            defaultValue={filters.search}
            maxLength={100}
            placeholder="Search pieces..."
            className="input pr-11"
            enterKeyHint="search"
          />
          <button type="submit" aria-label="Search" className="absolute right-0 top-0 inline-flex size-11 items-center justify-center text-muted hover:text-amethyst-700">
            <Search className="size-4" aria-hidden="true" />
          </button>
        </div>
      </form>

      <div>
        <h3 className="label font-sans">Collections</h3>
        <ul className="space-y-0.5">
          {categoryButton(undefined, 'All Collections')}
          {categories.map((c) => categoryButton(c.slug, c.name))}
          {categoryButton('featured', 'Best Sellers')}
        </ul>
      </div>

      <div>
        <label htmlFor={`${id}-price`} className="label">
          Price Range
        </label>
        <select
          id={`${id}-price`}
          value={filters.price ?? 'all'}
          onChange={(e) => {
            const price = e.target.value === 'all' ? undefined : (e.target.value as PriceRange);
            onChange((f) => ({ ...f, price }));
          }}
          className="input"
        >
          <option value="all">All Prices</option>
          {PRICE_RANGES.map((r) => (
            <option key={r} value={r}>
              {PRICE_LABELS[r]}
            </option>
          ))}
        </select>
      </div>

      <div>
        <label htmlFor={`${id}-sort`} className="label">
          Sort By
        </label>
        <select
          id={`${id}-sort`}
          value={filters.sort}
          onChange={(e) => {
            const sort = e.target.value as SortOption;
            onChange((f) => ({ ...f, sort }));
          }}
          className="input"
        >
          {SORT_OPTIONS.map((s) => (
            <option key={s} value={s}>
              {SORT_LABELS[s]}
            </option>
          ))}
        </select>
      </div>

      <CheckList
        legend="Materials"
        values={facets.materials}
        chosen={filters.materials}
        onToggle={(v) => onChange((f) => ({ ...f, materials: toggleValue(f.materials, v) }))}
      />
      <CheckList
        legend="Gemstones"
        values={facets.gemstones}
        chosen={filters.gemstones}
        onToggle={(v) => onChange((f) => ({ ...f, gemstones: toggleValue(f.gemstones, v) }))}
      />

      {showClear && (
        <button type="button" onClick={onClear} className="btn-outline w-full">
          Clear All Filters
        </button>
      )}
    </div>
  );
}
