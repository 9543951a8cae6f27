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
        { path: '*', element: <NotFoundRoute /> },
      ],
    },
  ],
  { basename: import.meta.env.BASE_URL.replace(/\/$/, '') || '/' },
);
