import { matchRoute } from '@crystal/shared/routes/route-table';
import type { CatalogueReads } from './shop-page-service';

/**
 * `reads` with one read answered from an answer the page service already holds: a GET of route `routeId`
 * with exactly these path params gets `answer` as the route would have written it, so the page makes
 * that read once (the product page's reviews, read for its structured data and drawn by the app). If
 * the answer failed, the read is made as usual.
 */
export function withReadAnswered(reads: CatalogueReads, routeId: string, params: Record<string, string>, answer: Promise<unknown>): CatalogueReads {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://catalog.invalid');
    const match = (init?.method ?? 'GET') === 'GET' ? matchRoute('GET', url.pathname) : undefined;
    const same = match && 'route' in match && match.route.id === routeId && Object.entries(params).every(([name, value]) => match.params[name] === value);
    if (same) {
      const body = await answer.catch(() => undefined);
      if (body !== undefined) return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }
    return reads(input, init);
  };
}
