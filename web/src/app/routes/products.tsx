import { useDeferredValue, useMemo } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { listingHead } from '@crystal/shared/page-head/shop-page-heads';
import { HeadTags, headContext } from '@/components/ui/seo';
import { paths } from '@/config/paths';
import { useCategories } from '@/features/catalog/api/get-categories';
import { useProducts } from '@/features/catalog/api/get-products';
import { FilterChips } from '@/features/catalog/components/filter-chips';
import { FilterDrawer } from '@/features/catalog/components/filter-drawer';
import { FilterPanel } from '@/features/catalog/components/filter-panel';
import { ListingHero } from '@/features/catalog/components/listing-hero';
import { ProductGrid } from '@/features/catalog/components/product-grid';
import { GiftCardTile } from '@/features/gift-cards/components/gift-card-tile';
import { SortSelect } from '@/features/catalog/components/sort-select';
import { filterChips } from '@/features/catalog/lib/filter-chips';
import {
  facetValues,
  sizeValues,
  filterProducts,
  hasActiveFilters,
  numericProductId,
  parseListingParams,
  productCountLabel,
  sortProducts,
  toListingParams,
  type ListingFilters,
} from '@/features/catalog/lib/listing-filters';
import { FILTER_TEXT, LISTING_TEXT as T } from '@/features/catalog/lib/listing-texts';
import { nearestPieces } from '@/features/catalog/lib/nearest-pieces';
import { WishlistButton } from '@/features/wishlist/components/wishlist-button';
import { localizedField } from '@/i18n/localized-field';
import { compareText } from '@/i18n/compare-text';

const union = (a: string[], b: string[]) =>
  [...new Set([...a, ...b])].sort(compareText('en-CA'));

/** /products, /products/{category slug} and ?search=; /products/{numeric id} redirects to the detail page. */
export function ProductsRoute() {
  const { slug } = useParams();
  const productId = numericProductId(slug);
  if (productId !== undefined) return <Navigate to={paths.product(productId)} replace />;
  return <ProductListing categorySlug={slug} />;
}

function ProductListing({ categorySlug }: { categorySlug: string | undefined }) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const filters = useMemo(() => parseListingParams(searchParams), [searchParams]);
  const products = useProducts({ category: categorySlug, search: filters.search || undefined });
  const { data: categories = [] } = useCategories();

  // A hidden collection is not listed, yet its address still works: its pieces name it.
  const found =
    categories.find((c) => c.slug === categorySlug) ?? products.data?.find((p) => p.category.slug === categorySlug)?.category;
  // A collection's words in the page's language (its English, marked, where French is not approved yet).
  const category =
    categorySlug === 'featured'
      ? { ...T.bestSellers, lang: undefined }
      : found && {
          name: localizedField(found, 'name').text,
          description: localizedField(found, 'description').text,
          lang: localizedField(found, 'name').lang,
        };
  const title =
    category?.name ?? (filters.search ? T.searchTitle : categorySlug ? T.collectionTitle : T.allTitle);
  const description =
    category?.description || (filters.search ? T.searchDescription(filters.search) : T.defaultDescription);

  // The grid renders in a transition once the pieces arrive: React splits its work into short tasks, so a
  // phone stays responsive (and the skeletons stay up) while two dozen cards are made.
  const data = useDeferredValue(products.data);
  const facets = useMemo(() => ({ ...facetValues(data ?? []), sizes: sizeValues(data ?? []) }), [data]);
  const shown = useMemo(
    () => sortProducts(filterProducts(data ?? [], filters), filters.sort, Boolean(categorySlug) && categorySlug !== 'featured'),
    [data, filters, categorySlug],
  );
  // An empty filtered listing offers the nearest pieces of the same list, below "No products found" (issue 32).
  const nearest = useMemo(() => (shown.length === 0 && data?.length ? nearestPieces(data, filters) : []), [shown, data, filters]);
  const active = hasActiveFilters(filters, categorySlug);
  const chips = filterChips(
    filters,
    categorySlug ? { slug: categorySlug, name: category?.name ?? categorySlug } : undefined,
  );

  const go = (slug: string | undefined, next: ListingFilters) => {
    const qs = toListingParams(next).toString();
    navigate(`${slug ? paths.category(slug) : paths.products}${qs ? `?${qs}` : ''}`);
  };
  // Reads the address as it is now (not as of this render), so quick successive changes compose.
  const onChange = (update: (current: ListingFilters) => ListingFilters) =>
    go(categorySlug, update(parseListingParams(new URLSearchParams(window.location.search))));
  // A choice that leaves the drawer closes it (`close`): the navigation itself is a transition.
  const onCategory = (slug: string | undefined, close?: () => void) => {
    go(slug, filters);
    close?.();
  };
  const clearAll = (close?: () => void) => {
    navigate(paths.products);
    close?.();
  };

  const panel = (inDrawer: boolean, close?: () => void) => (
    <FilterPanel
      inDrawer={inDrawer}
      filters={filters}
      categorySlug={categorySlug}
      categories={categories}
      facets={{
        materials: union(facets.materials, filters.materials),
        gemstones: union(facets.gemstones, filters.gemstones),
      }}
      showClear={active}
      onChange={onChange}
      onCategory={(slug) => onCategory(slug, close)}
      onClear={() => clearAll(close)}
    />
  );
  const loading = data === undefined && !products.isError;
  const canonical = categorySlug ? paths.category(categorySlug) : paths.products;

  return (
    <>
      <HeadTags head={listingHead(headContext(), { title, description, path: canonical, search: filters.search })} />
      <ListingHero title={title} description={description} lang={category?.lang} />
      <div className="container-page grid gap-8 py-8 lg:grid-cols-[300px_1fr]">
        <aside aria-labelledby="filters-heading" className="hidden lg:block">
          <div className="card sticky top-20 p-5">
            <h2 id="filters-heading" className="mb-4 text-xl font-semibold">
              {FILTER_TEXT.title}
            </h2>
            {panel(false)}
          </div>
        </aside>

        <section aria-labelledby="products-heading" className="min-w-0">
          <h2 id="products-heading" className="sr-only">
            {T.productsHeading}
          </h2>
          <div className="flex flex-wrap items-end gap-x-3 gap-y-2">
            <p
              className="mr-auto self-center font-medium max-lg:w-full"
              aria-live="polite"
              data-testid="product-count"
            >
              {loading ? T.loading : productCountLabel(shown.length)}
            </p>
            <SortSelect
              sort={filters.sort}
              onSort={(sort) => onChange((f) => ({ ...f, sort }))}
              className="min-w-0 flex-1 sm:max-w-64 lg:hidden"
            />
            <FilterDrawer count={shown.length}>{(close) => panel(true, close)}</FilterDrawer>
          </div>
          <FilterChips
            chips={chips}
            onRemove={(chip) => go(chip.leavesCollection ? undefined : categorySlug, chip.next)}
          />

          <div className="mt-6">
            {products.isError ? (
              <p className="card p-8 text-center text-muted">{T.loadError}</p>
            ) : !loading && shown.length === 0 ? (
              <div className="card px-6 py-14 text-center" data-testid="empty-state">
                <h2 className="text-2xl font-semibold">{T.emptyTitle}</h2>
                <p className="mt-2 text-muted">
                  {filters.search ? T.emptySearch(filters.search) : T.emptyFilters}
                </p>
                <button type="button" onClick={() => clearAll()} className="btn-primary mt-6">
                  {T.clearFilters}
                </button>
              </div>
            ) : (
              <ProductGrid
                products={shown}
                loading={loading}
                renderAction={(p) => <WishlistButton product={p} variant="icon" />}
                // The whole shop, unfiltered, ends with the gift card, a piece of the catalogue of its own.
                last={!categorySlug && !active ? <GiftCardTile /> : undefined}
              />
            )}
            {!products.isError && !loading && nearest.length > 0 && (
              <section aria-labelledby="nearest-heading" className="mt-10" data-testid="nearest-pieces">
                <h2 id="nearest-heading" className="text-2xl font-semibold">
                  {T.nearestTitle}
                </h2>
                <p className="mb-6 mt-2 text-muted">{T.nearestText}</p>
                <ProductGrid products={nearest} loading={false} renderAction={(p) => <WishlistButton product={p} variant="icon" />} />
              </section>
            )}
          </div>
        </section>
      </div>
    </>
  );
}

export { ProductsRoute as Component };
