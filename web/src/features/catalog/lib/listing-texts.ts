import type { PriceRange, SortOption } from '@crystal/shared/schemas/product';
import { createTranslator } from '@/i18n/create-translator';
import en from '../messages/en.json';

const t = createTranslator(en);

/*
 * Every shopper-facing text of the product listing and its filters, in one place: the page, filter panel,
 * chips and drawer read their words here. The words come from this feature's catalogue in the page's
 * language; each is a getter (or a function), so it is translated when read while rendering, never when
 * this module loads.
 */

export const PRICE_LABELS: Record<PriceRange, string> = {
  get 'under-50'() {
    return t('priceUnder50');
  },
  get '50-100'() {
    return t('price50to100');
  },
  get '100-200'() {
    return t('price100to200');
  },
  get 'over-200'() {
    return t('priceOver200');
  },
};

export const SORT_LABELS: Record<SortOption, string> = {
  get name() {
    return t('sortName');
  },
  get 'price-low'() {
    return t('sortPriceLow');
  },
  get 'price-high'() {
    return t('sortPriceHigh');
  },
  get newest() {
    return t('sortNewest');
  },
  get featured() {
    return t('sortFeatured');
  },
  get popular() {
    return t('sortPopular');
  },
};

/** The listing's texts; `LISTING_TEXT.emptyTitle` reads the catalogue at that moment. */
export const LISTING_TEXT = {
  get defaultDescription() {
    return t('defaultDescription');
  },
  get bestSellers() {
    return { name: t('bestSellersName'), description: t('bestSellersDescription') };
  },
  get searchTitle() {
    return t('searchTitle');
  },
  get collectionTitle() {
    return t('collectionTitle');
  },
  get allTitle() {
    return t('allTitle');
  },
  searchDescription: (term: string) => t('searchDescription', { term }),
  get productsHeading() {
    return t('productsHeading');
  },
  get loading() {
    return t('loadingPieces');
  },
  productCount: (n: number) => t('productCount', { count: n }),
  get loadError() {
    return t('loadError');
  },
  get emptyTitle() {
    return t('emptyTitle');
  },
  emptySearch: (term: string) => t('emptySearch', { term }),
  get emptyFilters() {
    return t('emptyFilters');
  },
  get clearFilters() {
    return t('clearFilters');
  },
  get nearestTitle() {
    return t('nearestTitle');
  },
  get nearestText() {
    return t('nearestText');
  },
  get filtersButton() {
    return t('filtersButton');
  },
  get activeFilters() {
    return t('activeFilters');
  },
};

export const FILTER_TEXT = {
  get title() {
    return t('filtersTitle');
  },
  get search() {
    return t('search');
  },
  get searchPlaceholder() {
    return t('searchPlaceholder');
  },
  get searchSubmit() {
    return t('search');
  },
  get collections() {
    return t('collections');
  },
  get allCollections() {
    return t('allCollections');
  },
  get bestSellers() {
    return t('bestSellersName');
  },
  get priceRange() {
    return t('priceRange');
  },
  get allPrices() {
    return t('allPrices');
  },
  get sortBy() {
    return t('sortBy');
  },
  get materials() {
    return t('materials');
  },
  get gemstones() {
    return t('gemstones');
  },
  get clearAll() {
    return t('clearAll');
  },
  showResults: (n: number) => t('showResults', { count: n }),
};

/** The label of each active-filter chip, and the accessible name of its remove button. */
export const CHIP_TEXT = {
  search: (value: string) => t('chipSearch', { value }),
  collection: (value: string) => t('chipCollection', { value }),
  price: (value: string) => t('chipPrice', { value }),
  material: (value: string) => t('chipMaterial', { value }),
  gemstone: (value: string) => t('chipGemstone', { value }),
  sort: (value: string) => t('chipSort', { value }),
  remove: (value: string) => t('chipRemove', { value }),
};
