import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadPage } from './app/router';
import { createQueryClient } from './lib/query-client';
import './styles/index.css';

const queryClient = createQueryClient();

preloadPage(window.location, queryClient);
const root = createRoot(document.getElementById('root')!);
// The first render runs in a transition, which React splits into short tasks instead of one long one.
startTransition(() =>
  root.render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  ),
);
