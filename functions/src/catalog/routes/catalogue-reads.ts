import type { RouteHandler } from '../../lib/http/define-route';
import { mapError } from '../../lib/http/map-error';
import { validate } from '../../lib/http/parse-request';
import { jsonResponse, matchRead } from '../pages/match-read';
import { getProduct, listCategories, listFeatured, listProducts } from './listing-routes';
import { listProductReviews } from './review-routes';
import { shopInfo } from './shop-routes';

/** The catalogue's public reads a rendered page may make, by route id: the very routes the API serves. */
const READS: Record<string, RouteHandler> = { listProducts, listFeatured, getProduct, listProductReviews, listCategories, shopInfo };

/**
 * The page renderer's `fetch` (web/src/server/render-page.tsx), handed to the page services by page-routes.ts: a GET of one of the catalogue's reads,
 * answered in-process by the route's own handler (same schemas, same service, same JSON), as an HTTP
 * response. Anything else is a 404: the renderer asks for nothing a session owns.
 */
export const answerCatalogueRead = async (input: Parameters<typeof fetch>[0], init?: RequestInit): Promise<Response> => {
  const { url, match } = matchRead(input, init);
  const handler = match && 'route' in match && match.route.fn === 'catalog' ? READS[match.route.id] : undefined;
  if (!handler) return jsonResponse(404, JSON.stringify({ error: `No catalogue read for ${url.pathname}` }));
  try {
    const { spec } = handler;
    const result = await handler.run({
      body: undefined,
      query: spec.query ? validate(spec.query, Object.fromEntries(url.searchParams), 'query') : undefined,
      params: spec.params && 'route' in match! ? validate(spec.params, match.params, 'path') : undefined,
      sessionId: '',
      admin: undefined,
      ip: '',
      rawBody: undefined,
      event: undefined as never, // the catalogue's reads never look at the event
    });
    return jsonResponse(result.status, result.json ?? JSON.stringify(result.body ?? null));
  } catch (error) {
    const mapped = mapError(error);
    return jsonResponse(mapped.statusCode ?? 500, String(mapped.body ?? ''));
  }
};
