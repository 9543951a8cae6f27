import { createBrowserRouter } from 'react-router-dom';
import { RootLayout } from './layout/root-layout';
import { HomeRoute } from './routes/home';

/** The route table of SPEC.md section 2, under the base path. */
export const router = createBrowserRouter(
  [
    // The artisan's dashboard has its own frame and is loaded on demand (never in the shopper bundle).
    { path: 'admin/*', lazy: () => import('./routes/admin') },
    {
      element: <RootLayout />,
      children: [
        { index: true, element: <HomeRoute /> },
        { path: 'products', lazy: () => import('./routes/products') },
        { path: 'products/:slug', lazy: () => import('./routes/products') },
        { path: 'product/:id', lazy: () => import('./routes/product') },
        { path: 'wishlist', lazy: () => import('./routes/wishlist') },
        { path: 'about', lazy: () => import('./routes/about') },
        { path: 'size-guide', lazy: () => import('./routes/size-guide') },
        { path: 'jewelry-care', lazy: () => import('./routes/jewelry-care') },
        { path: 'warranty', lazy: () => import('./routes/warranty') },
        { path: 'returns', lazy: () => import('./routes/returns') },
        { path: 'financing', lazy: () => import('./routes/financing') },
        { path: 'privacy-policy', lazy: () => import('./routes/privacy-policy') },
        { path: 'terms', lazy: () => import('./routes/terms') },
        { path: 'contact', lazy: () => import('./routes/contact') },
        { path: 'cart', lazy: () => import('./routes/cart') },
        { path: 'checkout', lazy: () => import('./routes/checkout') },
        { path: 'order-confirmation', lazy: () => import('./routes/order-confirmation') },
        { path: 'ai-assistant', lazy: () => import('./routes/ai-assistant') },
        { path: '*', lazy: () => import('./routes/not-found') },
      ],
    },
  ],
  { basename: import.meta.env.BASE_URL.replace(/\/$/, '') || '/' },
);
