import { SHOPPER_ROUTES } from '@crystal/shared/routes/shopper-routes';
import { pathBuilder, type ParamsArg } from '@/lib/api-path';

type ShopperRoute = (typeof SHOPPER_ROUTES)[number];
type ShopperRouteId = ShopperRoute['id'];
const shopperPath = pathBuilder(SHOPPER_ROUTES);

/**
 * `METHOD path` of a route as the browser calls it, for tests that stub or assert fetch calls: built
 * from the route table like the app's own paths, so tests and app cannot disagree about a path.
 */
export function routeCall<Id extends ShopperRouteId>(id: Id, ...params: ParamsArg<ShopperRoute, Id>): string {
  const route = SHOPPER_ROUTES.find((r) => r.id === id);
  if (!route) throw new Error(`No route '${id}' in the route table`);
  return `${route.method} ${shopperPath(id, ...params)}`;
}
