import { ROUTES, type ApiRoute, type RouteId } from '@crystal/shared/routes/route-table';

/**
 * The one place web turns the route table into request paths. Every API call builds its path here from a
 * route id, so a path the table does not declare cannot be written (an `ApiPath` only comes from here).
 */
declare const apiPathBrand: unique symbol;
export type ApiPath = string & { readonly [apiPathBrand]: true };

/** The `{name}` placeholders of a path template, as a union of names. */
type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;
type PathOf<Id extends RouteId> = Extract<ApiRoute, { id: Id }>['path'];
export type RouteParams<Id extends RouteId> = { [K in ParamNames<PathOf<Id>>]: string | number };

/** A route without placeholders takes no parameters; one with placeholders takes exactly those. */
export type ParamsArg<Id extends RouteId> = [ParamNames<PathOf<Id>>] extends [never] ? [] : [params: RouteParams<Id>];

const pathById = new Map<string, string>(ROUTES.map((r) => [r.id, r.path]));

/** The path of a route, each `{param}` filled with its value, URI-encoded. */
export function apiPath<Id extends RouteId>(id: Id, ...[params]: ParamsArg<Id>): ApiPath {
  const template = pathById.get(id);
  if (!template) throw new Error(`No route '${id}' in the route table`);
  const values = (params ?? {}) as Record<string, string | number | undefined>;
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === '') throw new Error(`Route '${id}' needs the parameter '${name}'`);
    return encodeURIComponent(String(value));
  }) as ApiPath;
}

export type QueryValue = string | number | boolean | null | undefined;

/** The path with a query string; empty, null and undefined values are left out (no `?` when none remain). */
export function withQuery(path: ApiPath, query: Record<string, QueryValue>): ApiPath {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const text = params.toString();
  return (text ? `${path}?${text}` : path) as ApiPath;
}
