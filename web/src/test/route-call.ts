import { ROUTES, type RouteId } from '@crystal/shared/routes/route-table';
import { apiPath, type ParamsArg } from '@/lib/api-path';

/**
 * `METHOD path` of a route as the browser calls it, for tests that stub or assert fetch calls: built
 * from the route table like the app's own paths, so tests and app cannot disagree about a path.
 */
export function routeCall<Id extends RouteId>(id: Id, ...params: ParamsArg<Id>): string {
  const route = ROUTES.find((r) => r.id === id);
  if (!route) throw new Error(`No route '${id}' in the route table`);
  return `${route.method} ${apiPath(id, ...params)}`;
}
