import { useEffect, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './providers';
import { AppRoutes, basenameOf } from './router';

/**
 * The shop under its base path. Navigations render in a transition, so a page whose code is loading keeps
 * the last one on screen. The server renders the same tree inside its own router (server/render-page.tsx).
 * `takingOver`: the tree is drawn as HTML (on the server) or takes over a page that arrived as HTML.
 */
export function App({ queryClient, router, takingOver }: { queryClient: QueryClient; router?: (routes: ReactNode) => ReactNode; takingOver: boolean }) {
  // Once the app is in charge of the page (a page that arrived as HTML is hydrated): `<html data-ready>`.
  useEffect(() => document.documentElement.setAttribute('data-ready', ''), []);
  const routes = <AppRoutes />;
  return (
    <AppProviders queryClient={queryClient} takingOver={takingOver}>
      {router ? router(routes) : <BrowserRouter basename={basenameOf(window.location.pathname)}>{routes}</BrowserRouter>}
    </AppProviders>
  );
}
