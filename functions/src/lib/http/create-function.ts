import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { routesOf, routeByKey } from '@crystal/shared/routes/route-table';
import { assertServablePath } from './assert-servable-path';
import { clientAddress } from '../client/client-address';
import type { FunctionName } from '@crystal/shared/routes/route-types';
import { AppError } from '../errors';
import { ConfigError } from '../env';
import { logger } from '../logger';
import { mapError } from './map-error';
import { SECURITY_HEADERS } from './responses';
import type { RouteHandler } from './define-route';
import { assertBodySize, parseJsonBody, rawBody, readAdmin, readSession, validate } from './parse-request';

/**
 * One Lambda per API resource: the function's routes (from the route table) dispatched by routeKey,
 * behind the middy stack every handler shares.
 */
export function createFunction(fn: FunctionName, handlers: Record<string, RouteHandler>) {
  const declared = routesOf(fn).map((r) => r.id).sort();
  const provided = Object.keys(handlers).sort();
  if (declared.join() !== provided.join()) {
    throw new ConfigError(`Function ${fn} handles [${provided}] but the route table declares [${declared}]`);
  }

  const core = async (event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> => {
    const route = routeByKey(event.routeKey);
    if (!route || route.fn !== fn) throw new AppError('NOT_FOUND', `No route for ${event.routeKey}`);
    const handler = handlers[route.id]!;
    assertServablePath(event);
    assertBodySize(event);
    const sessionId = readSession(event, route);
    const admin = route.auth === 'admin' ? readAdmin(event) : undefined;
    const { spec } = handler;
    const body = route.rawBody ? undefined : parseJsonBody(event);
    if (body !== undefined && !spec.body) throw new AppError('INVALID_DATA', 'This request takes no body');
    const result = await handler.run({
      body: spec.body ? validate(spec.body, body ?? {}, 'body') : undefined,
      query: spec.query ? validate(spec.query, event.queryStringParameters ?? {}, 'query') : undefined,
      params: spec.params ? validate(spec.params, event.pathParameters ?? {}, 'path') : undefined,
      sessionId: sessionId ?? '',
      admin,
      ip: clientAddress(event),
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
  // The route specs stay readable, so tests can tell a malformed request from a valid one per route.
  return Object.assign(lambda, { routeHandlers: handlers as Readonly<Record<string, RouteHandler>> });
}
