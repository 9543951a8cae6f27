import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadPage } from './app/router';
import { createQueryClient } from './lib/query-client';
import './styles/index.css';

const queryClient = createQueryClient();

preloadPage(window.location, queryClient);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);
