import { Search } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import type { Category } from '@crystal/shared/schemas/category';
import type { PriceRange } from '@crystal/shared/schemas/product';
import { PRICE_LABELS, PRICE_RANGES, toggleValue, type ListingFilters } from '../lib/listing-filters';
import { FILTER_TEXT } from '../lib/listing-texts';
import { SortSelect } from './sort-select';
import { localizedField } from '@/i18n/localized-field';
import { facetTerm } from '../lib/facet-terms';
import { createTranslator } from '@/i18n/create-translator';
import en from '../messages/en.json';

const t = createTranslator(en);

/** A material or stone in the page's language (English marked lang="en" where the glossary lacks it). */
function FacetText({ term }: { term: string }) {
  const { text, lang } = facetTerm(term);
  return <span lang={lang}>{text}</span>;
}

type Props = {
  filters: ListingFilters;
  categorySlug: string | undefined;
  categories: Category[];
  facets: { materials: string[]; gemstones: string[]; sizes?: string[] };
  showClear: boolean;
  /** Applies an update to the latest filter state (so quick successive changes never undo each other). */
  onChange: (update: (current: ListingFilters) => ListingFilters) => void;
  onCategory: (slug: string | undefined) => void;
  onClear: () => void;
  /**
   * In the phone drawer: Sort lives on the listing itself (outside the drawer), and the lists grow with
   * the drawer's one scroll area instead of scrolling on their own.
   */
  inDrawer?: boolean;
};

type CheckListProps = {
  legend: string;
  values: string[];
  chosen: string[];
  onToggle: (v: string) => void;
  scrolls: boolean;
};

function CheckList({ legend, values, chosen, onToggle, scrolls }: CheckListProps) {
  if (values.length === 0) return null;
  return (
    <fieldset>
      <legend className="label">{legend}</legend>
      <div className={`mt-1 grid gap-0.5 ${scrolls ? 'max-h-56 overflow-y-auto pr-1' : ''}`}>
        {values.map((v) => (
          <label
            key={v}
            className="flex min-h-10 cursor-pointer items-center gap-3 rounded-lg px-2 text-sm hover:bg-amethyst-50"
          >
            <input
              type="checkbox"
              checked={chosen.includes(v)}
              onChange={() => onToggle(v)}
              className="size-4 accent-amethyst-700"
            />
            <FacetText term={v} />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** 'Sacred Filters': search, collections, price range, sort (outside the drawer on phones), materials and gemstones. */
export function FilterPanel({
  filters,
  categorySlug,
  categories,
  facets,
  showClear,
  onChange,
  onCategory,
  onClear,
  inDrawer = false,
}: Props) {
  const id = useId();
  const submitSearch = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const term = String(new FormData(e.currentTarget).get('search') ?? '').trim();
    onChange((f) => ({ ...f, search: term }));
  };
  const categoryButton = (slug: string | undefined, label: string, lang?: 'en') => {
    const active = categorySlug === slug;
    return (
      <li key={slug ?? 'all'}>
        <button
          type="button"
          onClick={() => onCategory(slug)}
          aria-pressed={active}
          lang={lang}
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
          {FILTER_TEXT.search}
        </label>
        <div className="relative">
          <input
            id={`${id}-search`}
            name="search"
            type="search"
            defaultValue={filters.search}
            maxLength={100}
            placeholder={FILTER_TEXT.searchPlaceholder}
            className="input pr-11"
            enterKeyHint="search"
          />
          <button
            type="submit"
            aria-label={FILTER_TEXT.searchSubmit}
            className="absolute right-0 top-0 inline-flex size-11 items-center justify-center text-muted hover:text-amethyst-700"
          >
            <Search className="size-4" aria-hidden="true" />
          </button>
        </div>
      </form>

      <div>
        <h3 className="label font-sans">{FILTER_TEXT.collections}</h3>
        <ul className="space-y-0.5">
          {categoryButton(undefined, FILTER_TEXT.allCollections)}
          {categories.map((c) => {
            const name = localizedField(c, 'name');
            return categoryButton(c.slug, name.text, name.lang);
          })}
          {categoryButton('featured', FILTER_TEXT.bestSellers)}
        </ul>
      </div>

      <div>
        <label htmlFor={`${id}-price`} className="label">
          {FILTER_TEXT.priceRange}
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
          <option value="all">{FILTER_TEXT.allPrices}</option>
          {PRICE_RANGES.map((r) => (
            <option key={r} value={r}>
              {PRICE_LABELS[r]}
            </option>
          ))}
        </select>
      </div>

      {facets.sizes && facets.sizes.length > 0 && (
        <div>
          <label htmlFor={`${id}-size`} className="label">
            {t('sizeFilter')}
          </label>
          <select
            id={`${id}-size`}
            value={filters.size ?? 'all'}
            onChange={(e) => {
              const size = e.target.value === 'all' ? undefined : e.target.value;
              onChange((f) => ({ ...f, size }));
            }}
            className="input"
          >
            <option value="all">{t('allSizes')}</option>
            {facets.sizes.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
      )}

      {!inDrawer && <SortSelect sort={filters.sort} onSort={(sort) => onChange((f) => ({ ...f, sort }))} />}

      <CheckList
        legend={FILTER_TEXT.materials}
        values={facets.materials}
        chosen={filters.materials}
        scrolls={!inDrawer}
        onToggle={(v) => onChange((f) => ({ ...f, materials: toggleValue(f.materials, v) }))}
      />
      <CheckList
        legend={FILTER_TEXT.gemstones}
        values={facets.gemstones}
        chosen={filters.gemstones}
        scrolls={!inDrawer}
        onToggle={(v) => onChange((f) => ({ ...f, gemstones: toggleValue(f.gemstones, v) }))}
      />

      {showClear && (
        <button type="button" onClick={onClear} className="btn-outline w-full">
          {FILTER_TEXT.clearAll}
        </button>
      )}
    </div>
  );
}
