import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { PAGE_STATE_ELEMENT_ID, PRERENDERED_ATTRIBUTE } from '@crystal/shared/page-html';
import { App } from './app/app';
import { preloadPage } from './app/router';
import { createQueryClient } from './lib/query-client';
import { activateLocale } from './i18n/i18n';
import { localeOfPath } from './i18n/locale';
import { yieldToMain } from './lib/yield-to-main';
import { APP_EVENTS } from './lib/app-events';
import './styles/index.css';

const queryClient = createQueryClient();

/** The query cache a server-rendered page was drawn from (server/render-page.tsx), in its data block, if it has one. */
function serverState(block: HTMLElement | null): DehydratedState | undefined {
  if (!block) return undefined;
  block.remove();
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

function start() {
  const container = document.getElementById('root')!;
  // An information page prerendered at build was drawn without the shop's live settings (the footer's
  // and the terms' claims read them): the app draws it afresh over the HTML, once its code is in, rather
  // than take over words the settings may since have changed.
  const block = document.getElementById(PAGE_STATE_ELEMENT_ID);
  if (block?.hasAttribute(PRERENDERED_ATTRIBUTE)) {
    block.remove();
    void preloadPage(window.location, queryClient).then(() => {
      document.dispatchEvent(new Event(APP_EVENTS.takingOver));
      const root = createRoot(container);
      startTransition(() => root.render(app(false)));
    });
    return;
  }
  const state = serverState(block);
  if (state) {
    // The page arrived as HTML: the app takes it over as drawn, from the same data (nothing is fetched
    // again) once the page's code is in, so its first render is the server's. A mismatch is reported.
    // Each step is a task of its own (the shopper may already be scrolling): the data, the page's code,
    // then the take-over, which React does in short slices.
    hydrate(queryClient, state);
    void yieldToMain()
      .then(() => preloadPage(window.location, queryClient))
      .then(yieldToMain)
      .then(() =>
        startTransition(() => {
          // The page's head as the server wrote it makes way for the app's own (React adds it as it hydrates).
          for (const tag of document.head.querySelectorAll('[data-default-head]')) tag.remove();
          // From here React keeps taps on the page and replays them as it hydrates; before, the after-paint script did.
          document.dispatchEvent(new Event(APP_EVENTS.takingOver));
          hydrateRoot(container, app(true), {
            onRecoverableError: (error) => console.error('Hydration error:', error),
          });
        }),
      );
    return;
  }
  void preloadPage(window.location, queryClient);
  const root = createRoot(container);
  // The first render runs in a transition, which React splits into short tasks instead of one long one.
  startTransition(() => root.render(app(false)));
}

// English starts at once; the French site first loads its catalogue (one chunk, only there).
if (localeOfPath(window.location.pathname) === 'fr') void activateLocale('fr').then(start, start); // if the catalogue cannot load, the page still shows (in English)
else start();
