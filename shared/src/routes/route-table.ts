/**
 * The one map of the API. The local server and the CDK stack both read it; a route exists in both or
 * in neither. Each feature keeps its routes in its own file; this file only lists them.
 */
import type { FunctionName, RouteDef } from './route-types';
import { routeKey } from './route-types';
import { safeDecodeSegment } from './path-problem';
import { SHOPPER_ROUTES } from './shopper-routes';
import { webhooksRoutes } from './webhooks-routes';
import { adminRoutes } from './admin-routes';
import { adminQuotesRoutes } from './quotes-routes';
import { adminReviewsRoutes } from './reviews-routes';
import { adminCampaignsRoutes, campaignDraftRoutes } from './campaigns-routes';

const TABLE = [...SHOPPER_ROUTES, ...adminRoutes, ...adminQuotesRoutes, ...adminReviewsRoutes, ...adminCampaignsRoutes, ...campaignDraftRoutes, ...webhooksRoutes] as const;
export const ROUTES: readonly RouteDef[] = TABLE;

/** Each route with its literal id and path, so clients can build paths from an id with typed parameters. */
export type ApiRoute = (typeof TABLE)[number];
export type RouteId = ApiRoute['id'];

export function routesOf(fn: FunctionName): RouteDef[] {
  return ROUTES.filter((r) => r.fn === fn);
}

export function functionsInUse(): FunctionName[] {
  return [...new Set(ROUTES.map((r) => r.fn))];
}

const byKey = new Map(ROUTES.map((r) => [routeKey(r), r]));
export function routeByKey(key: string): RouteDef | undefined {
  return byKey.get(key);
}

/** Matches a concrete method and path to a route and its path parameters. */
export function matchRoute(
  method: string,
  path: string,
): { route: RouteDef; params: Record<string, string> } | { allowed: string[] } | undefined {
  const allowed: string[] = [];
  const segments = path.split('/');
  for (const { route, template } of matchOrder()) {
    const params = matchSegments(template, segments);
    if (!params) continue;
    if (route.method === method) return { route, params };
    allowed.push(route.method);
  }
  return allowed.length ? { allowed } : undefined;
}

/**
 * The routes in matching order, each path split once (on first use, so a bundle that never matches
 * paths, like the storefront's, carries none of it): literal segments win over {params} (API Gateway's
 * rule), so exact routes are tried first. (Sorting per request was a fifth of the local runtime's work
 * on a cached read.)
 */
let matchOrderCache: { route: RouteDef; template: string[] }[] | undefined;
function matchOrder() {
  return (matchOrderCache ??= [...ROUTES]
    .sort((a, b) => a.path.split('{').length - b.path.split('{').length)
    .map((route) => ({ route, template: route.path.split('/') })));
}

function matchSegments(t: string[], p: string[]): Record<string, string> | undefined {
  if (t.length !== p.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < t.length; i++) {
    const seg = t[i]!;
    const val = p[i]!;
    if (seg.startsWith('{') && seg.endsWith('}')) {
      const decoded = val ? safeDecodeSegment(val) : undefined;
      if (decoded === undefined) return undefined;
      params[seg.slice(1, -1)] = decoded;
    } else if (seg !== val) return undefined;
  }
  return params;
}
