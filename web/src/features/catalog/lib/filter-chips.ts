import { facetTerm } from './facet-terms';
import { DEFAULT_SORT, type ListingFilters } from './listing-filters';
import { CHIP_TEXT, PRICE_LABELS, SORT_LABELS } from './listing-texts';

/** One active filter as a chip: its label and the listing it leads to once removed. */
export type FilterChip = {
  key: string;
  label: string;
  /** The filters without this one. */
  next: ListingFilters;
  /** Removing the chip leaves the collection (the category lives in the path, not the query). */
  leavesCollection: boolean;
};

/**
 * A chip for every active filter, in the order the filter panel shows them: search, collection, price,
 * sort, then each material and each gemstone. The default sort is not a choice, so it has no chip.
 */
export function filterChips(filters: ListingFilters, collection: { slug: string; name: string } | undefined): FilterChip[] {
  const chip = (key: string, label: string, next: ListingFilters, leavesCollection = false): FilterChip => ({
    key,
    label,
    next,
    leavesCollection,
  });
  const chips: FilterChip[] = [];
  if (filters.search) chips.push(chip('search', CHIP_TEXT.search(filters.search), { ...filters, search: '' }));
  if (collection) chips.push(chip('collection', CHIP_TEXT.collection(collection.name), filters, true));
  if (filters.price) chips.push(chip('price', CHIP_TEXT.price(PRICE_LABELS[filters.price]), { ...filters, price: undefined }));
  if (filters.sort !== DEFAULT_SORT) chips.push(chip('sort', CHIP_TEXT.sort(SORT_LABELS[filters.sort]), { ...filters, sort: DEFAULT_SORT }));
  for (const m of filters.materials) {
    chips.push(chip(`material:${m}`, CHIP_TEXT.material(facetTerm(m).text), { ...filters, materials: filters.materials.filter((v) => v !== m) }));
  }
  for (const g of filters.gemstones) {
    chips.push(chip(`gemstone:${g}`, CHIP_TEXT.gemstone(facetTerm(g).text), { ...filters, gemstones: filters.gemstones.filter((v) => v !== g) }));
  }
  return chips;
}
