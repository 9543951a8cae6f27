import { lazy, startTransition, Suspense, useEffect, useState, type ComponentType } from 'react';
import { preload } from 'react-dom';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  matchRoutes,
  useParams,
  useRoutes,
  useSearchParams,
  type Params,
  type RouteObject,
} from 'react-router-dom';
import { productQuery } from '@/features/catalog/api/get-product';
import { productsQuery } from '@/features/catalog/api/get-products';
import { listingSearch, numericProductId } from '@/features/catalog/lib/listing-query';
import { prefetch } from '@/lib/prefetch';
import { PageErrorBoundary } from './layout/page-error-boundary';
import { RootLayout } from './layout/root-layout';
import { HomeRoute } from './routes/home';
import {
  aboutContent,
  financingContent,
  jewelryCareContent,
  privacyPolicyContent,
  returnsContent,
  sizeGuideContent,
  termsContent,
  warrantyContent,
} from '@/features/pages/content/page-contents';
import { localeOfPath, routerBasename } from '@/i18n/locale';
import { compareText } from '@/i18n/compare-text';
import { currentLocaleTag } from '@/i18n/i18n';
import { yieldToMain } from '@/lib/yield-to-main';
import { mainImagePreload } from '@crystal/shared/images/main-image-preload';

/**
 * The router's basename for a document path: the base path the build was made for, without its trailing
 * slash, plus `/fr` on the French site. Both languages share one route table.
 */
export const basenameOf = (pathname: string): string => routerBasename(localeOfPath(pathname));

/** A route module loaded on demand (each exports `Component`), which can also be loaded ahead. */
type Page = ComponentType & { preload: () => Promise<unknown> };

/** True until the first page has shown: it is loaded without Suspense (see page()). */
let firstScreen = true;

/**
 * A page loaded on demand. `words`, for an information page, loads its text in the page's language beside
 * its code, and the page renders once both are in.
 */
function page(
  load: () => Promise<{ Component: ComponentType }>,
  words?: { load: () => Promise<void> },
): Page {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const loadCode = () =>
    (loading ??= load().then(
      (m) => m.Component,
      (error: unknown) => {
        loading = undefined; // the next attempt (the lazy page below) tries again
        throw error;
      },
    ));
  // The words in the page's language each time (the server renders both languages; each loads once).
  const preloadPage = () => Promise.all([loadCode(), words?.load()]).then(([C]) => (loaded = C));
  const Lazy = lazy(() => preloadPage().then((Component) => ({ default: Component })));
  /*
   * Once the module is in, the page renders directly. The first page of a visit waits for its code
   * without suspending: the header and footer paint at once, and the page shows the moment its code
   * arrives (React reveals content that suspended behind a fallback only in 300 ms steps). Later
   * navigations suspend inside the router's transition, which keeps the last page up meanwhile.
   */
  function Page() {
    const [Component, setComponent] = useState(() => loaded);
    const [waiting, setWaiting] = useState(() => firstScreen && !loaded);
    useEffect(() => {
      if (!waiting) return;
      const settle = () => {
        firstScreen = false;
        setWaiting(false);
      };
      // In a transition: React renders the arriving page in short tasks rather than one long one.
      preloadPage().then(
        (C) =>
          startTransition(() => {
            setComponent(() => C);
            settle();
          }),
        settle,
      ); // on failure the lazy page tries again and its error boundary reports it
    }, [waiting]);
    if (Component) return <Component />;
    if (waiting) return <div className="min-h-dvh" aria-busy="true" />;
    return <Lazy />;
  }
  return Object.assign(Page, { preload: preloadPage });
}

// The dashboard starts once its sign-in settings are in (admin-config.json, deployed by the stack).
const Admin = page(() =>
  Promise.all([
    import('./routes/admin'),
    import('@/features/admin/auth/auth-config').then((m) => m.loadAdminAuthConfig()),
  ]).then(([module]) => module),
);
const Products = page(() => import('./routes/products'));
const Product = page(() => import('./routes/product'));
const PAGES: [string, Page][] = [
  ['wishlist', page(() => import('./routes/wishlist'))],
  ['about', page(() => import('./routes/about'), aboutContent)],
  ['size-guide', page(() => import('./routes/size-guide'), sizeGuideContent)],
  ['jewelry-care', page(() => import('./routes/jewelry-care'), jewelryCareContent)],
  ['warranty', page(() => import('./routes/warranty'), warrantyContent)],
  ['returns', page(() => import('./routes/returns'), returnsContent)],
  ['financing', page(() => import('./routes/financing'), financingContent)],
  ['privacy-policy', page(() => import('./routes/privacy-policy'), privacyPolicyContent)],
  ['terms', page(() => import('./routes/terms'), termsContent)],
  ['contact', page(() => import('./routes/contact'))],
  ['gift-cards', page(() => import('./routes/gift-cards'))],
  ['gift-card', page(() => import('./routes/gift-card'))],
  ['cart', page(() => import('./routes/cart'))],
  ['checkout', page(() => import('./routes/checkout'))],
  ['checkout/resume/:token', page(() => import('./routes/checkout-resume'))],
  ['order-confirmation', page(() => import('./routes/order-confirmation'))],
  ['ai-assistant', page(() => import('./routes/ai-assistant'))],
  ['unsubscribe', page(() => import('./routes/unsubscribe'))],
  ['newsletter/confirm', page(() => import('./routes/newsletter-confirm'))],
  ['quote/:token', page(() => import('./routes/quote'))],
  ['review/:token', page(() => import('./routes/review'))],
  ['*', page(() => import('./routes/not-found'))],
];

/** What a route can start before its page renders: the page's code and, for some, its data. */
type Ahead = {
  page: Page;
  prefetch?: (client: QueryClient, params: Params, search: URLSearchParams) => void;
  /** What the page's first render would otherwise start inside itself, done in a task of its own before it. */
  prepare?: () => void;
};

/**
 * The listing's products are requested while its code is still loading (not after), so the first
 * product images start a round trip sooner. Same query key as the page's own useProducts.
 */
const LISTING: Ahead = {
  page: Products,
  prefetch: (client, { slug }, search) => {
    if (numericProductId(slug) !== undefined) return; // /products/{id} redirects to the detail page
    prefetch(client, productsQuery({ category: slug, search: listingSearch(search) || undefined }));
  },
  // The listing sorts its pieces and its filters' words with an Intl.Collator (compare-text.ts), and the
  // first one a page makes loads ICU's collation data: 50-100 ms at Lighthouse's 4x CPU, which inside the
  // take-over of a listing that arrived as HTML was one long task. The next language's costs about 1 ms.
  prepare: () => {
    compareText('en-CA');
    compareText(currentLocaleTag());
  },
};

/**
 * The detail page's product is requested while its code loads (non-numeric ids make no request), and its
 * main image as soon as the product is known: the largest paint on a phone, no longer waiting for the code.
 */
const DETAIL: Ahead = {
  page: Product,
  prefetch: (client, { id }, _search) => {
    const productId = numericProductId(id);
    if (productId === undefined) return;
    prefetch(client, productQuery(productId), (product) => {
      if (!product.imageUrl) return;
      const { href, ...responsive } = mainImagePreload(product);
      preload(href, { as: 'image', fetchPriority: 'high', ...responsive });
    });
  },
};

/** A route's element: starts its prefetch on each render (a no-op once cached) and renders its page. */
function Entry({ ahead }: { ahead: Ahead }) {
  const client = useQueryClient();
  const params = useParams();
  const [search] = useSearchParams();
  ahead.prefetch?.(client, params, search);
  return <ahead.page />;
}

const aheadOf = (page: Page): Ahead => ({ page });

/** The route table of docs/decisions/0020-screens-and-texts.md, under the base path; `handle` is what can start ahead. */
const ROUTES: RouteObject[] = [
  // The artisan's dashboard has its own frame and is loaded on demand (never in the shopper bundle).
  {
    path: 'admin/*',
    handle: aheadOf(Admin),
    element: (
      <PageErrorBoundary
        resetKey="admin"
        message="The connection may have dropped for a moment. Nothing was changed."
      >
        <Suspense fallback={null}>
          <Admin />
        </Suspense>
      </PageErrorBoundary>
    ),
  },
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <HomeRoute /> },
      { path: 'products', handle: LISTING, element: <Entry ahead={LISTING} /> },
      { path: 'products/:slug', handle: LISTING, element: <Entry ahead={LISTING} /> },
      { path: 'product/:id', handle: DETAIL, element: <Entry ahead={DETAIL} /> },
      ...PAGES.map(([path, Page]): RouteObject => ({ path, handle: aheadOf(Page), element: <Page /> })),
    ],
  },
];

export function AppRoutes() {
  return useRoutes(ROUTES);
}

/**
 * Starts the first page's data and code as soon as the app's module runs, before the first render (as
 * the data router did), so neither waits for React to mount. Settles once the page's code is in (never
 * rejects: a failed load shows in the page's error boundary). A page that arrived as HTML waits for it
 * before hydrating, so its first render is the page itself, as on the server (server/render-page.tsx).
 */
export function preloadPage(location: { pathname: string; search: string }, client: QueryClient): Promise<void> {
  const matches = matchRoutes(ROUTES, location.pathname, basenameOf(location.pathname)) ?? [];
  const search = new URLSearchParams(location.search);
  const loads: Promise<unknown>[] = [];
  for (const { route, params } of matches) {
    const ahead = route.handle as Ahead | undefined;
    ahead?.prefetch?.(client, params, search);
    if (ahead) loads.push(ahead.page.preload().catch(() => {}));
  }
  firstScreen = matches.some(({ route }) => route.handle);
  const prepares = matches.flatMap(({ route }) => (route.handle as Ahead | undefined)?.prepare ?? []);
  return Promise.all(loads).then(async () => {
    for (const prepare of prepares) {
      await yieldToMain();
      prepare();
    }
  });
}
