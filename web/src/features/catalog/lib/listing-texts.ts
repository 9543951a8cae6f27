import type { PriceRange, SortOption } from '@crystal/shared/schemas/product';

/*
 * Every shopper-facing English text of the product listing and its filters, in one place, so a
 * translation has one file to follow. The page, filter panel, chips and drawer read their words here.
 */

export const PRICE_LABELS: Record<PriceRange, string> = {
  'under-50': 'Under $50',
  '50-100': '$50 - $100',
  '100-200': '$100 - $200',
  'over-200': '$200+',
};

export const SORT_LABELS: Record<SortOption, string> = {
  name: 'Name (A-Z)',
  'price-low': 'Price: Low to High',
  'price-high': 'Price: High to Low',
  newest: 'Newest',
  featured: 'Featured',
  popular: 'Most Popular',
};

export const LISTING_TEXT = {
  defaultDescription:
    'Handmade crystal necklaces, wire wrapped pendants, rings, bracelets and healing stones, each piece made by hand in Winnipeg.',
  bestSellers: { name: 'Best Sellers', description: 'The pieces our customers return to again and again.' },
  searchTitle: 'Search Results',
  collectionTitle: 'Collection',
  allTitle: 'Our Collections',
  searchDescription: (term: string) => `Pieces matching “${term}”.`,
  productsHeading: 'Products',
  loading: 'Loading pieces…',
  productCount: (n: number) => (n === 1 ? '1 Product' : `${n} Products`),
  loadError: 'Our pieces could not be loaded just now. Please try again in a moment.',
  emptyTitle: 'No products found',
  emptySearch: (term: string) => `No products match your search for ${term}`,
  emptyFilters: 'No products match your current filters',
  clearFilters: 'Clear Filters',
  filtersButton: 'Filters',
  activeFilters: 'Active filters',
} as const;

export const FILTER_TEXT = {
  title: 'Sacred Filters',
  search: 'Search',
  searchPlaceholder: 'Search pieces...',
  searchSubmit: 'Search',
  collections: 'Collections',
  allCollections: 'All Collections',
  bestSellers: 'Best Sellers',
  priceRange: 'Price Range',
  allPrices: 'All Prices',
  sortBy: 'Sort By',
  materials: 'Materials',
  gemstones: 'Gemstones',
  clearAll: 'Clear All Filters',
  showResults: (n: number) => (n === 1 ? 'Show 1 result' : `Show ${n} results`),
} as const;

/** The label of each active-filter chip, and the accessible name of its remove button. */
export const CHIP_TEXT = {
  search: (term: string) => `Search: ${term}`,
  collection: (name: string) => `Collection: ${name}`,
  price: (label: string) => `Price: ${label}`,
  material: (value: string) => `Material: ${value}`,
  gemstone: (value: string) => `Gemstone: ${value}`,
  sort: (label: string) => `Sort: ${label}`,
  remove: (label: string) => `Remove filter: ${label}`,
} as const;
