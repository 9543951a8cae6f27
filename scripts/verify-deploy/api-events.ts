import { randomUUID } from 'node:crypto';
import { ORIGIN_SECRET_HEADER } from '@crystal/shared/origin-secret';
import { ROUTES } from '@crystal/shared/routes/route-table';
import type { Invocation } from './isolated-asset';

export type EventOptions = {
  /** The origin secret CloudFront sends; absent: a direct call to the API host. */
  originSecret?: string;
  sessionId?: string;
  admin?: boolean;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  pathParameters?: Record<string, string>;
};

/** An API Gateway HTTP API (payload 2.0) event for a route of the route table, as CloudFront and API Gateway deliver it. */
export function apiEvent(routeId: string, o: EventOptions = {}): unknown {
  const route = ROUTES.find((r) => r.id === routeId);
  if (!route) throw new Error(`No route ${routeId} in the route table`);
  const rawPath = route.path.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(o.pathParameters?.[k] ?? k));
  const body = o.rawBody ?? (o.body === undefined ? undefined : JSON.stringify(o.body));
  const now = Date.now();
  return {
    version: '2.0',
    routeKey: `${route.method} ${route.path}`,
    rawPath,
    rawQueryString: '',
    headers: {
      host: 'api-origin.example.com',
      'user-agent': 'Amazon CloudFront',
      'cloudfront-viewer-address': '198.51.100.23:51234',
      ...(o.originSecret ? { [ORIGIN_SECRET_HEADER]: o.originSecret } : {}),
      ...(o.sessionId ? { 'x-session-id': o.sessionId } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...o.headers,
    },
    ...(o.pathParameters ? { pathParameters: o.pathParameters } : {}),
    requestContext: {
      accountId: '111111111111',
      apiId: 'verify',
      domainName: 'api-origin.example.com',
      domainPrefix: 'api-origin',
      http: { method: route.method, path: rawPath, protocol: 'HTTP/1.1', sourceIp: '130.176.1.1', userAgent: 'Amazon CloudFront' },
      requestId: randomUUID(),
      routeKey: `${route.method} ${route.path}`,
      stage: '$default',
      time: new Date(now).toUTCString(),
      timeEpoch: now,
      ...(o.admin ? { authorizer: { jwt: { claims: { sub: randomUUID(), email: 'artisan@example.com', 'cognito:groups': '[admin]' }, scopes: null } } } : {}),
    },
    ...(body !== undefined ? { body, isBase64Encoded: false } : { isBase64Encoded: false }),
  };
}

/** An EventBridge scheduled event, as a job receives it. */
export function scheduledEvent(job: string): unknown {
  return {
    version: '0',
    id: randomUUID(),
    'detail-type': 'Scheduled Event',
    source: 'aws.events',
    account: '111111111111',
    time: new Date().toISOString(),
    region: 'ca-central-1',
    resources: [`arn:aws:events:ca-central-1:111111111111:rule/${job}`],
    detail: {},
  };
}

export type Expected = { label: string; route?: string; status?: number | number[] };

/**
 * What verify:deploy invokes per function: at least one real route with CloudFront's secret (and the
 * status it must answer), and the same route without it, which must get 403.
 */
export function invocationsFor(fn: string, secret: string): { invocations: Invocation[]; expected: Expected[] } {
  const session = randomUUID();
  type Step = { route: string; options: EventOptions; status: number | number[] };
  const plan = ((): Step[] => {
    switch (fn) {
      case 'catalog':
        return [
          { route: 'listProducts', options: {}, status: 200 },
          { route: 'shopInfo', options: {}, status: 200 },
          { route: 'listCategories', options: {}, status: 200 },
        ];
      case 'cart':
        return [{ route: 'getCart', options: { sessionId: session }, status: 200 }];
      case 'wishlist':
        return [{ route: 'listWishlist', options: { sessionId: session }, status: 200 }];
      case 'newsletter':
        return [{ route: 'subscribeNewsletter', options: { sessionId: session, body: { email: 'shopper@example.net' } }, status: [200, 201] }];
      case 'contact':
        return [
          {
            route: 'submitContact',
            options: { sessionId: session, body: { name: 'A Shopper', email: 'shopper@example.net', subject: 'Sizes', message: 'Do you make rings in size 5?' } },
            status: [200, 201],
          },
        ];
      case 'orders':
        return [
          { route: 'getOrder', options: { sessionId: session, pathParameters: { id: '123456' } as Record<string, string> }, status: 404 },
          { route: 'getOrderByLink', options: { pathParameters: { token: 'not-a-real-token' } as Record<string, string> }, status: 404 },
        ];
      case 'payments':
        return [{ route: 'getPaymentConfig', options: {}, status: 200 }];
      case 'webhooks':
        // A forged event: the signature check (with the secret read from SSM) refuses it, nothing written.
        return [{ route: 'stripeWebhook', options: { rawBody: '{"id":"evt_forged"}', headers: { 'stripe-signature': 't=1,v1=forged' } }, status: 400 }];
      case 'ai':
        return [{ route: 'aiStatus', options: {}, status: 200 }];
      case 'admin':
        return [
          { route: 'adminOverview', options: { admin: true }, status: 200 },
          { route: 'adminGetSettings', options: { admin: true }, status: 200 },
        ];
      case 'images':
        // The body check runs in the route module, which loads sharp (linux-arm64 in the asset).
        return [{ route: 'adminProcessImage', options: { admin: true, body: {} }, status: 400 }];
      case 'quotes':
        return [
          { route: 'adminListQuotes', options: { admin: true }, status: 200 },
          // An altered link: the signature check (with the link secret from SSM) refuses it, nothing read.
          { route: 'getQuoteByLink', options: { pathParameters: { token: 'not-a-real-token' } as Record<string, string> }, status: 404 },
        ];
      default:
        throw new Error(`verify:deploy has no invocation for function ${fn}: add one in scripts/verify-deploy/api-events.ts`);
    }
  })();
  const invocations: Invocation[] = [];
  const expected: Expected[] = [];
  for (const { route, options, status } of plan) {
    invocations.push({ label: route, event: apiEvent(route, { ...options, originSecret: secret }) });
    expected.push({ label: route, route, status });
  }
  const first = plan[0]!;
  invocations.push({ label: `${first.route} without the origin secret`, event: apiEvent(first.route, first.options) });
  expected.push({ label: `${first.route} without the origin secret`, route: first.route, status: 403 });
  invocations.push({ label: `${first.route} with a wrong origin secret`, event: apiEvent(first.route, { ...first.options, originSecret: `${secret}x` }) });
  expected.push({ label: `${first.route} with a wrong origin secret`, route: first.route, status: 403 });
  return { invocations, expected };
}
