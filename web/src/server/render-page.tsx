import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { dehydrate, type Query } from '@tanstack/react-query';
import { StaticRouter } from 'react-router';
import { App } from '@/app/app';
import { setServerOrigin } from '@/components/ui/seo';
import { basenameOf, preloadPage } from '@/app/router';
import { activateLocale } from '@/i18n/i18n';
import { LOCALE_TAGS, localeOfPath } from '@/i18n/locale';
import { setApiTransport } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import type { RenderedPage, RenderInput } from '@crystal/shared/page-html';
import { SERVER_READS } from './server-reads';

/**
 * The shop's pages rendered to HTML on the server (issue 34): the catalog function renders home, listings
 * and product pages from its own data (functions/src/catalog/pages/), and the web build prerenders the
 * information pages (web/build/prerender-pages.ts). The tree is the app's own (App, the route table,
 * every page), so the browser hydrates it exactly: it loads the page's code and fills its query cache
 * from `state` before hydrating (main.tsx).
 *
 * Built by `vite build --ssr` into web/dist-server/render-page.mjs, a self-contained module.
 */

/** Passes until no catalogue read is left to make (a read can depend on another's answer). */
const MAX_PASSES = 3;

/**
 * A pass that waits for everything in the page (its lazy parts' code too), so that the next pass finds
 * it all in. Any error fails the render.
 */
async function prepare(element: React.ReactNode): Promise<void> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(element, { onError: (error) => void errors.push(error) });
  await new Response(prelude).text();
  if (errors.length) throw new AggregateError(errors, `The page could not be rendered: ${String(errors[0])}`);
}

/**
 * The page's HTML, drawn in one synchronous pass once its code and data are in: no Suspense boundary is
 * left to finish in the browser, so the HTML carries no inline script (the site's CSP allows none).
 * A boundary that still suspended (marked `<!--$!-->` or `<!--$?-->`) fails the render.
 */
function draw(element: React.ReactNode): string {
  const html = renderToString(element);
  if (/<!--\$[!?]-->/.test(html)) throw new Error('The page could not be rendered: a part of it was still loading');
  return html;
}

/**
 * A query the server answers: a public catalogue read (never a session's cart or wishlist) that has no
 * answer yet, whether it is already on its way (started ahead by the route) or not asked yet, and that the
 * page means to make (a piece's reviews are read only once it has one).
 */
const answerable = (query: Query) =>
  query.state.status === 'pending' && meantToRead(query) && SERVER_READS.has(String(query.queryKey[0]));

/** Whether the page reads this query (its `enabled`); on the server no observer is subscribed, so it is read from the options. */
function meantToRead(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((q: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/** Splits React's output into its hoisted head elements (title, meta, link) and the body. */
export function splitHead(html: string): { head: string; body: string } {
  const hoisted = /^(?:<(?:title|meta|link|script type="application\/ld\+json")\b[^>]*>(?:[^<]*<\/(?:title|script)>)?)+/.exec(html);
  return hoisted ? { head: hoisted[0], body: html.slice(hoisted[0].length) } : { head: '', body: html };
}

/** Without the catalogue's reads (a page prerendered at build), any read is refused rather than sent anywhere. */
const noReads: typeof fetch = () => Promise.reject(new Error('This page is rendered without the catalogue'));

/**
 * The page's language, origin and reads are the app's module state for the time of a render, so renders
 * take turns (a Lambda answers one request at a time anyway; the local runtime may get two at once).
 */
let turn: Promise<unknown> = Promise.resolve();

export function renderPage(input: RenderInput): Promise<RenderedPage> {
  const rendered = turn.then(() => renderOne(input));
  turn = rendered.catch(() => {});
  return rendered;
}

async function renderOne({ url, fetchApi, origin = '' }: RenderInput): Promise<RenderedPage> {
  const address = new URL(url, 'http://shop.invalid');
  const language = localeOfPath(address.pathname);
  await activateLocale(language);
  setServerOrigin(origin);
  const client = createQueryClient();
  setApiTransport(fetchApi ?? noReads);
  await preloadPage(address, client);
  const app = (
    <StrictMode>
      <App
        queryClient={client}
        takingOver
        router={(routes) => (
          <StaticRouter basename={basenameOf(address.pathname)} location={`${address.pathname}${address.search}`}>
            {routes}
          </StaticRouter>
        )}
      />
    </StrictMode>
  );
  await prepare(app);
  for (let pass = 1; fetchApi && pass < MAX_PASSES; pass++) {
    const reads = client.getQueryCache().getAll().filter(answerable);
    if (reads.length === 0) break;
    // A read on its way is joined, not asked twice.
    await Promise.all(reads.map((q) => client.prefetchQuery({ queryKey: q.queryKey, queryFn: q.options.queryFn })));
    await prepare(app);
  }
  const html = draw(app);
  const notFound = client
    .getQueryCache()
    .getAll()
    .some((q) => q.state.status === 'error' && (q.state.error as { status?: number } | null)?.status === 404);
  const { head, body } = splitHead(html);
  // What the page was drawn from: every answered read, an error too (the browser draws the same, then asks again).
  const state = dehydrate(client, {
    shouldDehydrateQuery: (q) => q.state.status !== 'pending' && SERVER_READS.has(String(q.queryKey[0])),
    shouldRedactErrors: () => false,
  });
  return {
    language,
    langTag: LOCALE_TAGS[language],
    html: body,
    head,
    state: JSON.stringify(state).replace(/</g, '\\u003c'),
    status: notFound ? 404 : 200,
  };
}
