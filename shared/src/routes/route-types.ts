export const FUNCTION_NAMES = [
  'catalog',
  'cart',
  'orders',
  'payments',
  'webhooks',
  'contact',
  'newsletter',
  'wishlist',
  'ai',
  'admin',
  'images',
  'quotes',
] as const;
export type FunctionName = (typeof FUNCTION_NAMES)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RouteDef = {
  /** Unique id; the function module maps it to its handler. */
  id: string;
  method: HttpMethod;
  /** API Gateway HTTP API path, with {param} placeholders. */
  path: `/api/${string}`;
  fn: FunctionName;
  /** 'admin' routes carry the JWT authorizer and need the admin group. */
  auth: 'public' | 'admin';
  /** true: a valid x-session-id header is required. */
  session: boolean;
  /** Raw body kept as text (webhook signatures). */
  rawBody?: boolean;
};

export function routeKey(route: Pick<RouteDef, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}
