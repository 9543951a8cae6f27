import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { act, StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { build } from 'vite';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/app';
import { preloadPage } from '@/app/router';
import { activateLocale } from '@/i18n/i18n';
import { createQueryClient } from '@/lib/query-client';

/**
 * Hydration is exact (issue 34): each kind of page is rendered by the built renderer in a plain Node
 * process (as the catalog function and the prerender do), then taken over by the app here, with React's
 * development build, which reports every difference between the HTML and the app's first render (text
 * and attributes). The catalogue's answers come from a fixture of the seeded shop's API.
 */

const WEB = path.resolve(import.meta.dirname, '../..');
/** The tests' app runs at the root (vitest's base), so the renderer is built for it too. */
const URLS = ['/', '/products', '/product/1', '/product/424242', '/about', '/fr/', '/fr/products', '/fr/product/1', '/fr/returns'];

type Rendered = { url: string; language: 'en' | 'fr'; langTag: string; html: string; state: string; status: number };
let pages: Rendered[] = [];

beforeAll(async () => {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'page-renderer-'));
  await build({ root: WEB, configFile: path.join(WEB, 'vite.config.ts'), logLevel: 'error', base: '/', build: { ssr: 'src/server/render-page.tsx', outDir } });
  const run = spawnSync(
    process.execPath,
    [path.join(import.meta.dirname, 'test/render-fixture-pages.mjs'), path.join(outDir, 'render-page.mjs'), path.join(import.meta.dirname, 'test/catalogue-answers.json'), ...URLS],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (run.status !== 0) throw new Error(`rendering failed: ${run.stderr}`);
  pages = JSON.parse(run.stdout) as Rendered[];
}, 120_000);

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('a page that arrives as HTML is taken over exactly as drawn', () => {
  it.each(URLS)('%s', async (url) => {
    const page = pages.find((p) => p.url === url)!;
    expect(page.html.length).toBeGreaterThan(1000);
    window.history.replaceState(null, '', url);
    document.body.innerHTML = `<div id="root">${page.html}</div>`;
    const container = document.getElementById('root')!;
    const drawn = container.querySelector('h1')?.textContent;
    await activateLocale(page.language);
    const client = createQueryClient();
    hydrate(client, JSON.parse(page.state) as DehydratedState);
    await preloadPage(window.location, client);

    // As in a browser (jsdom has none): lazy images wait for the screen, as the server drew them.
    vi.stubGlobal('IntersectionObserver', class { observe() {} unobserve() {} disconnect() {} });
    // Code for idle moments (the hints' positioning) comes well after a take-over, never inside this test's
    // one: once loaded, it would be in from the start of the next page's take-over, unlike a first visit.
    vi.stubGlobal('requestIdleCallback', () => 0);
    vi.stubGlobal('cancelIdleCallback', () => {});
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <App queryClient={client} takingOver />
        </StrictMode>,
        { onRecoverableError: (error) => void recoverable.push(error) },
      );
    });
    // The parts whose code is asked for once the app is in charge (the footer, the home page's lower half)
    // are taken over then, from the HTML as drawn.
    const late = [container.querySelector('footer'), ...(url === '/' || url === '/fr/' ? [container.querySelector('main > section:last-of-type')] : [])];
    expect(late.every(Boolean)).toBe(true);
    const takenOver = (element: Element | null) => Object.keys(element!).some((key) => key.startsWith('__reactFiber'));
    for (let waited = 0; !late.every(takenOver) && waited < 10_000; waited += 50) await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(late.map(takenOver)).toEqual(late.map(() => true));

    expect(recoverable.map(String)).toEqual([]);
    const mismatches = errors.mock.calls.map((call) => call.map(String).join(' ')).filter((text) => /hydrat|did(n't| not) match|server/i.test(text));
    expect(mismatches).toEqual([]);
    expect(container.querySelector('h1')?.textContent).toBe(drawn);
  });

  it('draws a reviewed piece’s reviews into its page, so they are there before the page is taken over', () => {
    for (const url of ['/product/1', '/fr/product/1']) {
      const html = pages.find((p) => p.url === url)!.html;
      expect(html).toContain('id="reviews"');
      expect(html).toContain('Glows on the windowsill.');
      expect(html).toContain('Merci, Élise!');
    }
  });
});
