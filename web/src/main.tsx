import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { APP_EVENTS, PAGE_STATE_ELEMENT_ID, PRERENDERED_ATTRIBUTE } from '@crystal/shared/page-start';
import { App } from './app/app';
import { preloadPage } from './app/router';
import { createQueryClient } from './lib/query-client';
import { startPageLocale } from './i18n/i18n';
import { localeOfPath } from './i18n/locale';
import { yieldToMain } from './lib/yield-to-main';
import './styles/index.css';

const queryClient = createQueryClient();

/** The query cache a server-rendered page was drawn from (server/render-page.tsx), in its data block; none for a prerendered page. */
function serverState(block: HTMLElement): DehydratedState | undefined {
  if (block.hasAttribute(PRERENDERED_ATTRIBUTE)) return undefined;
  try {
    return JSON.parse(block.textContent ?? '') as DehydratedState;
  } catch {
    return undefined;
  }
}

const app = (takingOver: boolean) => (
  <StrictMode>
    <App queryClient={queryClient} takingOver={takingOver} />
  </StrictMode>
);

/**
 * The one start path. Its flag: the page arrived as HTML (it carries a data block). Such a page keeps
 * what it shows until the page's code is in, each step a task of its own (the shopper may already be
 * scrolling): the data, the page's code, then React, in short slices. A server-rendered page is taken over
 * as drawn, from the same data (nothing is fetched again; a mismatch is reported). A page prerendered at
 * build was drawn without the shop's live settings (the footer's and the terms' claims read them), so the
 * app draws it afresh over the HTML rather than take over words the settings may since have changed. A
 * page the app draws from nothing starts drawing at once.
 */
function start() {
  const container = document.getElementById('root')!;
  const block = document.getElementById(PAGE_STATE_ELEMENT_ID);
  block?.remove();
  const arrivedAsHtml = block !== null;
  const state = arrivedAsHtml ? serverState(block) : undefined;
  if (state) hydrate(queryClient, state);
  const codeIn = arrivedAsHtml
    ? yieldToMain()
        .then(() => preloadPage(window.location, queryClient))
        .then(yieldToMain)
    : (void preloadPage(window.location, queryClient), Promise.resolve());
  // The first render runs in a transition, which React splits into short tasks instead of one long one.
  void codeIn.then(() =>
    startTransition(() => {
      // From here React keeps taps on the page and replays them as it hydrates; before, the after-paint script did.
      // (The page's head stays as the server wrote it until the app draws its own: components/ui/seo.tsx.)
      if (arrivedAsHtml) document.dispatchEvent(new Event(APP_EVENTS.takingOver));
      if (state) hydrateRoot(container, app(true), { onRecoverableError: (error) => console.error('Hydration error:', error) });
      else createRoot(container).render(app(false));
    }),
  );
}

// English starts at once; the French site first loads the French of the catalogues in the app's first chunk
// (the rest comes with the code that uses it). If they cannot load, the page still shows, in English.
if (localeOfPath(window.location.pathname) === 'fr') void startPageLocale('fr').then(start, start);
else start();
