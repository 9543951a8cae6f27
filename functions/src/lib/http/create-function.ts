import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { routesOf, routeByKey, type ApiRoute } from '@crystal/shared/routes/route-table';
import { assertServablePath } from './assert-servable-path';
import { clientAddress, clientAddressSource } from '../client/client-address';
import { checkRequiredParametersOnce } from '../check-parameters';
import { originGuardFromEnv } from './origin-guard';
import type { FunctionName } from '@crystal/shared/routes/route-types';
import { AppError, ConfigError } from '../errors';
import { logger } from '../logger';
import { mapError } from './map-error';
import { SECURITY_HEADERS } from './responses';
import type { RouteHandler } from './define-route';
import { assertBodySize, parseJsonBody, rawBody, readAdmin, readSession, validate } from './parse-request';
// Every function reads or writes the table: its client is made at cold start (in the init phase, as the
// Lambda guidance has it), not by the first route module that loads.
import '../db/client';

/**
 * A route module loaded on the route's first request: it exports the route's handler under the route's
 * id. Its schemas and services (and the modules only they import) are not part of the cold start; a
 * request pays for its own route's, once per container (decision 0027).
 */
export type RouteLoader<Id extends string> = () => Promise<{ readonly [K in Id]: RouteHandler }>;

/** Each route of function F, by id: its handler, or the loader of the module that exports it. */
export type FunctionRoutes<F extends FunctionName> = {
  [Id in Extract<ApiRoute, { fn: F }>['id']]: RouteHandler | RouteLoader<Id>;
};

/**
 * One Lambda per API resource: the function's routes (from the route table) dispatched by routeKey,
 * behind the middy stack every handler shares.
 */
export function createFunction<F extends FunctionName>(fn: F, routes: FunctionRoutes<F>) {
  const entries = routes as Record<string, RouteHandler | RouteLoader<string>>;
  const declared = routesOf(fn).map((r) => r.id).sort();
  const provided = Object.keys(entries).sort();
  if (declared.join() !== provided.join()) {
    throw new ConfigError(`Function ${fn} handles [${provided}] but the route table declares [${declared}]`);
  }

  // At cold start: the origin secret is read (every request is checked against it) and the secrets this
  // function needs are checked, each problem logged (and alarmed) before a shopper meets it.
  const origin = originGuardFromEnv();
  void checkRequiredParametersOnce();

  const loaded = new Map<string, Promise<RouteHandler>>();
  /** The route's handler; a route module is imported once, and again after a failed import. */
  const routeHandler = (id: string): Promise<RouteHandler> => {
    const entry = entries[id]!;
    if (typeof entry !== 'function') return Promise.resolve(entry);
    let pending = loaded.get(id);
    if (!pending) {
      pending = entry().then((mod) => {
        const handler = mod[id];
        if (!handler) throw new ConfigError(`The route module for ${id} does not export ${id}`);
        return handler;
      });
      pending.catch(() => loaded.delete(id));
      loaded.set(id, pending);
    }
    return pending;
  };

  const core = async (event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> => {
    // Before anything else: in AWS, only CloudFront (which adds the origin secret) may call the API.
    const carriesOriginSecret = await origin.check(event);
    const route = routeByKey(event.routeKey);
    if (!route || route.fn !== fn) throw new AppError('NOT_FOUND', `No route for ${event.routeKey}`);
    assertServablePath(event);
    assertBodySize(event);
    const sessionId = readSession(event, route);
    const admin = route.auth === 'admin' ? readAdmin(event) : undefined;
    const handler = await routeHandler(route.id);
    const { spec } = handler;
    const body = route.rawBody ? undefined : parseJsonBody(event);
    if (body !== undefined && !spec.body) throw new AppError('INVALID_DATA', 'This request takes no body');
    const result = await handler.run({
      body: spec.body ? validate(spec.body, body ?? {}, 'body') : undefined,
      query: spec.query ? validate(spec.query, event.queryStringParameters ?? {}, 'query') : undefined,
      params: spec.params ? validate(spec.params, event.pathParameters ?? {}, 'path') : undefined,
      sessionId: sessionId ?? '',
      admin,
      // The viewer address CloudFront reports is trusted only on a request that carried the secret.
      ip: clientAddress(event, clientAddressSource(), carriesOriginSecret || !origin.enforced),
      rawBody: route.rawBody ? rawBody(event) : undefined,
      event,
    });
    const headers: Record<string, string> = {
      ...SECURITY_HEADERS,
      'cache-control': 'no-store',
      ...(result.text === undefined && result.status !== 204 ? { 'content-type': 'application/json' } : {}),
      ...result.headers,
    };
    return {
      statusCode: result.status,
      headers,
      body: result.text ?? (result.status === 204 ? '' : (result.json ?? JSON.stringify(result.body ?? null))),
    };
  };

  const lambda = middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Context>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(httpHeaderNormalizer())
    .use({
      onError: async (request) => {
        request.response = mapError(request.error);
      },
    })
    .handler(core);
  // The route specs stay reachable, so tests can tell a malformed request from a valid one per route.
  return Object.assign(lambda, { routeHandler });
}
