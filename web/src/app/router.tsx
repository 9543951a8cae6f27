import { lazy, Suspense, type ComponentType } from 'react';
import { preload } from 'react-dom';
import { Route, Routes, useParams, useSearchParams } from 'react-router-dom';
import { productQuery } from '@/features/catalog/api/get-product';
import { productsQuery } from '@/features/catalog/api/get-products';
import { listingSearch, numericProductId } from '@/features/catalog/lib/listing-query';
import { usePrefetch } from '@/lib/use-prefetch';
import { RootLayout } from './layout/root-layout';
import { HomeRoute } from './routes/home';

/** A route module loaded on demand; each exports `Component`. */
const page = (load: () => Promise<{ Component: ComponentType }>) =>
  lazy(() => load().then((m) => ({ default: m.Component })));

const Admin = page(() => import('./routes/admin'));
const Products = page(() => import('./routes/products'));
const Product = page(() => import('./routes/product'));
const PAGES: [string, ComponentType][] = [
  ['wishlist', page(() => import('./routes/wishlist'))],
  ['about', page(() => import('./routes/about'))],
  ['size-guide', page(() => import('./routes/size-guide'))],
  ['jewelry-care', page(() => import('./routes/jewelry-care'))],
  ['warranty', page(() => import('./routes/warranty'))],
  ['returns', page(() => import('./routes/returns'))],
  ['financing', page(() => import('./routes/financing'))],
  ['privacy-policy', page(() => import('./routes/privacy-policy'))],
  ['terms', page(() => import('./routes/terms'))],
  ['contact', page(() => import('./routes/contact'))],
  ['cart', page(() => import('./routes/cart'))],
  ['checkout', page(() => import('./routes/checkout'))],
  ['order-confirmation', page(() => import('./routes/order-confirmation'))],
  ['ai-assistant', page(() => import('./routes/ai-assistant'))],
  ['*', page(() => import('./routes/not-found'))],
];

/**
 * The listing's products are requested while its code is still loading (not after), so the first
 * product images start a round trip sooner. Same query key as the page's own useProducts.
 */
function ProductsEntry() {
  const { slug } = useParams();
  const [searchParams] = useSearchParams();
  const search = listingSearch(searchParams) || undefined;
  usePrefetch(numericProductId(slug) === undefined ? productsQuery({ category: slug, search }) : undefined);
  return <Products />;
}

/**
 * The detail page's product is requested while its code loads (non-numeric ids make no request), and its
 * main image as soon as the product is known: the largest paint on a phone, no longer waiting for the code.
 */
function ProductEntry() {
  const id = numericProductId(useParams().id);
  usePrefetch(id === undefined ? undefined : productQuery(id), ({ imageUrl }) => {
    if (imageUrl) preload(imageUrl, { as: 'image', fetchPriority: 'high' });
  });
  return <Product />;
}

/** The route table of SPEC.md section 2, under the base path (the router's basename). */
export function AppRoutes() {
  return (
    <Routes>
      {/* The artisan's dashboard has its own frame and is loaded on demand (never in the shopper bundle). */}
      <Route
        path="admin/*"
        element={
          <Suspense fallback={null}>
            <Admin />
          </Suspense>
        }
      />
      <Route element={<RootLayout />}>
        <Route index element={<HomeRoute />} />
        <Route path="products" element={<ProductsEntry />} />
        <Route path="products/:slug" element={<ProductsEntry />} />
        <Route path="product/:id" element={<ProductEntry />} />
        {PAGES.map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
      </Route>
    </Routes>
  );
}
