import { cartRoutes } from '@crystal/shared/routes/cart-routes';
import { catalogRoutes } from '@crystal/shared/routes/catalog-routes';
import { wishlistRoutes } from '@crystal/shared/routes/wishlist-routes';

/**
 * The one place web turns the route table into request paths. Every API call builds its path from a
 * route id with a builder that `pathBuilder` made from the table's routes, so a path the table does not
 * declare cannot be written (an `ApiPath` only comes from here). `apiPath` knows the routes every page
 * calls (the catalogue, the cart and the wishlist). The other resources' builders (lib/api-paths/) and the
 * dashboard's (features/admin/api/admin-path.ts) are made the same way from their own routes, so those
 * definitions load with the pages that call them, not in every page's first script.
 */
declare const apiPathBrand: unique symbol;
export type ApiPath = string & { readonly [apiPathBrand]: true };

type Route = { readonly id: string; readonly path: string };
/** The `{name}` placeholders of a path template, as a union of names. */
type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;
type PathOf<R extends Route, Id extends R['id']> = Extract<R, { id: Id }>['path'];
export type RouteParams<R extends Route, Id extends R['id']> = { [K in ParamNames<PathOf<R, Id>>]: string | number };

/** A route without placeholders takes no parameters; one with placeholders takes exactly those. */
export type ParamsArg<R extends Route, Id extends R['id']> = [ParamNames<PathOf<R, Id>>] extends [never] ? [] : [params: RouteParams<R, Id>];

/** A path builder over `routes`: the path of a route, each `{param}` filled with its value, URI-encoded. */
export function pathBuilder<R extends Route>(routes: readonly R[]) {
  const pathById = new Map<string, string>(routes.map((r) => [r.id, r.path]));
  return function apiPath<Id extends R['id']>(id: Id, ...[params]: ParamsArg<R, Id>): ApiPath {
    const template = pathById.get(id);
    if (!template) throw new Error(`No route '${id}' in the route table`);
    const values = (params ?? {}) as Record<string, string | number | undefined>;
    return template.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = values[name];
      if (value === undefined || value === '') throw new Error(`Route '${id}' needs the parameter '${name}'`);
      return encodeURIComponent(String(value));
    }) as ApiPath;
  };
}

const PAGE_ROUTES = [...catalogRoutes, ...cartRoutes, ...wishlistRoutes] as const;

/** The path of a catalogue, cart or wishlist route. */
export const apiPath = pathBuilder(PAGE_ROUTES);

export type QueryValue = string | number | boolean | null | undefined;

/** The path with a query string; empty, null and undefined values are left out (no `?` when none remain). */
export function withQuery(path: ApiPath, query: Record<string, QueryValue>): ApiPath {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const text = params.toString();
  return (text ? `${path}?${text}` : path) as ApiPath;
}
