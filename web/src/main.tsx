import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadPage } from './app/router';
import { createQueryClient } from './lib/query-client';
import { activateLocale } from './i18n/i18n';
import { localeOfPath } from './i18n/locale';
import { firstViewShown } from './lib/first-view';
import './styles/index.css';

const queryClient = createQueryClient();

function start() {
  preloadPage(window.location, queryClient);
  const root = createRoot(document.getElementById('root')!);
  // The first render runs in a transition, which React splits into short tasks instead of one long one.
  const render = () =>
    startTransition(() =>
      root.render(
        <StrictMode>
          <App queryClient={queryClient} />
        </StrictMode>,
      ),
    );
  void firstViewShown().then(render);
}

// English starts at once; the French site first loads its catalogue (one chunk, only there).
if (localeOfPath(window.location.pathname) === 'fr') void activateLocale('fr').then(start, start); // if the catalogue cannot load, the page still shows (in English)
else start();
