import { createBrowserRouter } from 'react-router-dom';
import { RootLayout } from './layout/root-layout';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';

/** The route table of SPEC.md section 2, under the base path. */
export const router = createBrowserRouter(
  [
    {
      element: <RootLayout />,
      children: [
        { index: true, element: <HomeRoute /> },
        { path: 'about', lazy: () => import('./routes/about') },
        { path: 'size-guide', lazy: () => import('./routes/size-guide') },
        { path: 'jewelry-care', lazy: () => import('./routes/jewelry-care') },
        { path: 'warranty', lazy: () => import('./routes/warranty') },
        { path: 'returns', lazy: () => import('./routes/returns') },
        { path: 'financing', lazy: () => import('./routes/financing') },
        { path: 'privacy-policy', lazy: () => import('./routes/privacy-policy') },
        { path: 'terms', lazy: () => import('./routes/terms') },
        { path: 'contact', lazy: () => import('./routes/contact') },
        { path: '*', element: <NotFoundRoute /> },
      ],
    },
  ],
  { basename: import.meta.env.BASE_URL.replace(/\/$/, '') || '/' },
);
