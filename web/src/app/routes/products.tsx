import { SlidersHorizontal, X } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Seo } from '@/components/ui/seo';
import { Sheet } from '@/components/ui/sheet';
import { paths } from '@/config/paths';
import { useCategories } from '@/features/catalog/api/get-categories';
import { useProducts } from '@/features/catalog/api/get-products';
import { FilterPanel } from '@/features/catalog/components/filter-panel';
import { ListingHero } from '@/features/catalog/components/listing-hero';
import { ProductGrid } from '@/features/catalog/components/product-grid';
import {
  facetValues,
  filterProducts,
  hasActiveFilters,
  numericProductId,
  parseListingParams,
  productCountLabel,
  sortProducts,
  toListingParams,
  type ListingFilters,
} from '@/features/catalog/lib/listing-filters';
import { WishlistButton } from '@/features/wishlist/components/wishlist-button';

const DEFAULT_DESCRIPTION =
  'Handmade crystal necklaces, wire wrapped pendants, rings, bracelets and healing stones, each piece made by hand in Winnipeg.';
const BEST_SELLERS = { name: 'Best Sellers', description: 'The pieces our customers return to again and again.' };

const union = (a: string[], b: string[]) => [...new Set([...a, ...b])].sort((x, y) => x.localeCompare(y, 'en-CA'));

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
  const [drawerOpen, setDrawerOpen] = useState(false);
  const filters = useMemo(() => parseListingParams(searchParams), [searchParams]);
  const products = useProducts({ category: categorySlug, search: filters.search || undefined });
  const { data: categories = [] } = useCategories();

  const category = categorySlug === 'featured' ? BEST_SELLERS : categories.find((c) => c.slug === categorySlug);
  const title = category?.name ?? (filters.search ? 'Search Results' : categorySlug ? 'Collection' : 'Our Collections');
  const description =
    category?.description || (filters.search ? `Pieces matching “${filters.search}”.` : DEFAULT_DESCRIPTION);

  // The grid renders in a transition once the pieces arrive: React splits its work into short tasks, so a
  // phone stays responsive (and the skeletons stay up) while two dozen cards are made.
  const data = useDeferredValue(products.data);
  const facets = useMemo(() => facetValues(data ?? []), [data]);
  const shown = useMemo(() => sortProducts(filterProducts(data ?? [], filters), filters.sort), [data, filters]);
  const active = hasActiveFilters(filters, categorySlug);

  const go = (slug: string | undefined, next: ListingFilters) => {
    const qs = toListingParams(next).toString();
    navigate(`${slug ? paths.category(slug) : paths.products}${qs ? `?${qs}` : ''}`);
  };
  // Reads the address as it is now (not as of this render), so quick successive changes compose.
  const onChange = (update: (current: ListingFilters) => ListingFilters) =>
    go(categorySlug, update(parseListingParams(new URLSearchParams(window.location.search))));
  const onCategory = (slug: string | undefined) => {
    go(slug, filters);
    setDrawerOpen(false);
  };
  const clearAll = () => {
    navigate(paths.products);
    setDrawerOpen(false);
  };

  const panel = (
    <FilterPanel
      filters={filters}
      categorySlug={categorySlug}
      categories={categories}
      facets={{ materials: union(facets.materials, filters.materials), gemstones: union(facets.gemstones, filters.gemstones) }}
      showClear={active}
      onChange={onChange}
      onCategory={onCategory}
      onClear={clearAll}
    />
  );
  const loading = data === undefined && !products.isError;
  const canonical = categorySlug ? paths.category(categorySlug) : paths.products;

  return (
    <>
      <Seo title={title} description={description} path={canonical} noindex={Boolean(filters.search)} />
      <ListingHero title={title} description={description} />
      <div className="container-page grid gap-8 py-8 lg:grid-cols-[300px_1fr]">
        <aside aria-labelledby="filters-heading" className="hidden lg:block">
          <div className="card sticky top-20 p-5">
            <h2 id="filters-heading" className="mb-4 text-xl font-semibold">
              Sacred Filters
            </h2>
            {panel}
          </div>
        </aside>

        <section aria-labelledby="products-heading" className="min-w-0">
          <h2 id="products-heading" className="sr-only">
            Products
          </h2>
          <div className="flex flex-wrap items-center gap-2">
            <p className="mr-auto font-medium" aria-live="polite" data-testid="product-count">
              {loading ? 'Loading pieces…' : productCountLabel(shown.length)}
            </p>
            <button type="button" onClick={() => setDrawerOpen(true)} className="btn-outline lg:hidden">
              <SlidersHorizontal className="size-4" aria-hidden="true" />
              Filters
            </button>
          </div>
          {(filters.search || categorySlug) && (
            <ul className="mt-3 flex flex-wrap gap-2" aria-label="Active filters">
              {filters.search && (
                <li>
                  <Chip label={`Search: ${filters.search}`} onRemove={() => go(categorySlug, { ...filters, search: '' })} />
                </li>
              )}
              {categorySlug && (
                <li>
                  <Chip label={`Collection: ${category?.name ?? categorySlug}`} onRemove={() => go(undefined, filters)} />
                </li>
              )}
            </ul>
          )}

          <div className="mt-6">
            {products.isError ? (
              <p className="card p-8 text-center text-muted">Our pieces could not be loaded just now. Please try again in a moment.</p>
            ) : !loading && shown.length === 0 ? (
              <div className="card px-6 py-14 text-center" data-testid="empty-state">
                <h2 className="text-2xl font-semibold">No products found</h2>
                <p className="mt-2 text-muted">
                  {filters.search ? `No products match your search for ${filters.search}` : 'No products match your current filters'}
                </p>
                <button type="button" onClick={clearAll} className="btn-primary mt-6">
                  Clear Filters
                </button>
              </div>
            ) : (
              <ProductGrid
                products={shown}
                loading={loading}
                renderAction={(p) => <WishlistButton product={p} variant="icon" />}
              />
            )}
          </div>
        </section>
      </div>

      <Sheet open={drawerOpen} onOpenChange={setDrawerOpen} title="Sacred Filters" side="left" testId="filter-drawer">
        {panel}
      </Sheet>
    </>
  );
}

function Chip({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-amethyst-100 py-1 pl-3 pr-1 text-sm text-amethyst-800">
      {label}
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remove ${label}`}
        className="-my-2 inline-flex size-11 items-center justify-center rounded-full hover:bg-amethyst-200"
      >
        <X className="size-3.5" aria-hidden="true" />
      </button>
    </span>
  );
}

export { ProductsRoute as Component };
