import type { ListProductsQuery } from '@crystal/shared/schemas/list-products-query';
import type { Language } from '@crystal/shared/schemas/language';
import { notFound } from '../lib/errors';
import { listCategories, listShownCategories } from './category-repository';
import {
  getProduct,
  listActiveProducts,
  listFeaturedProducts,
} from './product-repository';
import type { StoredCategory } from './category-item';
import { pieceInCollection } from '@crystal/shared/collections/piece-in-collection';
import { inCollectionOrder } from '@crystal/shared/collections/collections-of-piece';
import { searchProducts } from './search/product-search';
import { suggest } from './search/search-suggestions';
import { recordSearch } from '../search-log';
import { logger } from '../lib/logger';
import { toProductDto } from './to-product-dto';
import { productRating, productRatings } from '../published-reviews';
import { catalogueReads } from './catalogue-cache-repository';
import { anyAvailable } from '@crystal/shared/product-stock';

export const FEATURED_SLUG = 'featured';

// The public catalogue's reads, kept for a few seconds and shared by concurrent requests (catalogue-cache-repository.ts).
const featured = () => catalogueReads.read('featured', listFeaturedProducts);
const activeProducts = () => catalogueReads.read('products', listActiveProducts);
// Every rated piece's published rating (one Query on gsi3): the cards show its stars.
const ratings = () => catalogueReads.read('ratings', productRatings);

/** A card's piece: its product JSON with `rating` once a review of it is published. */
const withRating = (dto: ReturnType<typeof toProductDto>, rated: Map<number, { average: number; count: number }>) => {
  const rating = rated.get(dto.id);
  return rating ? { ...dto, rating } : dto;
};

/**
 * A collection's pieces: every active piece in it, as its main collection or as an extra one (pieceInCollection
 * decides, decision 0105), in the order she chose for it, the pieces she has not placed after them.
 */
const inCategory = (category: StoredCategory) =>
  catalogueReads.read(`category#${category.id}`, async () =>
    inCollectionOrder(
      (await activeProducts()).filter((p) => pieceInCollection(p, category.id)),
      category.pieceOrder,
    ),
  );

/** The listing itself (productsJson keeps it, as JSON, when there is no search term). */
async function listing(query: ListProductsQuery) {
  const [categories, rated] = await Promise.all([listCategories(), ratings()]);
  const byId = new Map(categories.map((c) => [c.id, c]));
  let items;
  if (query.category === FEATURED_SLUG) {
    items = await featured();
  } else if (query.category) {
    const category = categories.find((c) => c.slug === query.category);
    items = category ? await inCategory(category) : [];
  } else if (query.categoryId !== undefined) {
    const category = byId.get(query.categoryId);
    items = category ? await inCategory(category) : [];
  } else {
    items = await activeProducts();
  }
  const term = query.search ?? '';
  const found = searchProducts(items, (item) => byId.get(item.categoryId), term, query.lang ?? 'en');
  return found.slice(0, query.limit ?? found.length).map((item) => withRating(toProductDto(item, byId.get(item.categoryId)), rated));
}

/**
 * GET /api/products as it is sent: a listing without a search term is kept whole, as its JSON, for a few
 * seconds; a search is answered fresh and counted.
 */
export async function productsJson(query: ListProductsQuery): Promise<string> {
  if (!query.search) {
    return asKeptJson(`listing#${query.category ?? ''}#${query.categoryId ?? ''}#${query.limit ?? ''}`, () => listing(query));
  }
  // Counted for the keyword monitor alongside the listing; a failed count never fails the search.
  const counted = query.search.trim()
    ? recordSearch(query.search).catch((error: unknown) => logger.warn('Search not counted', { error: error as Error }))
    : undefined;
  const found = await listing(query);
  await counted;
  return JSON.stringify(found);
}

export async function findFeatured() {
  const [categories, items, rated] = await Promise.all([listCategories(), featured(), ratings()]);
  const byId = new Map(categories.map((c) => [c.id, c]));
  // A sold-out piece is never featured first: the available ones lead, each group in its own order.
  const ordered = [...items.filter(anyAvailable), ...items.filter((i) => !anyAvailable(i))];
  return ordered.map((item) => withRating(toProductDto(item, byId.get(item.categoryId)), rated));
}

export async function findProduct(id: number) {
  const [item, categories, rating] = await Promise.all([
    catalogueReads.read(`product#${id}`, () => getProduct(id)),
    listCategories(),
    // The running aggregate of its published reviews: one GetItem, never the reviews themselves.
    catalogueReads.read(`rating#${id}`, () => productRating(id)),
  ]);
  if (!item || !item.isActive) throw notFound('Product');
  return { ...toProductDto(item, categories.find((c) => c.id === item.categoryId)), ...(rating ? { rating } : {}) };
}

/** Suggestions as the shopper types: over the active catalogue (the same short-lived read) and its categories. */
export async function findSuggestions(q: string, lang: Language) {
  // A hidden collection is never suggested; its pieces still are.
  const [categories, items] = await Promise.all([listShownCategories(), activeProducts()]);
  return { suggestions: suggest(items, categories, q, lang) };
}

/** GET /api/categories: the collections shoppers are shown, in her order (the hidden ones left out). */
export { listShownCategories as findCategories };

/**
 * A public read as the JSON it is sent as, serialized once per kept read rather than once per request:
 * the same few seconds, forgotten with the rest (catalogue-cache-repository.ts).
 */
export function asKeptJson(key: string, read: () => Promise<unknown>): Promise<string> {
  return catalogueReads.read(`json#${key}`, async () => JSON.stringify(await read()));
}
