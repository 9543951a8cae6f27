import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type { RouteDef } from '@crystal/shared/routes/route-types';
import { routeKey } from '@crystal/shared/routes/route-types';

export type ApiEventInput = {
  route: RouteDef;
  path: string;
  params?: Record<string, string>;
  headers?: Record<string, string>;
  query?: URLSearchParams;
  body?: Buffer | string;
  sourceIp?: string;
  claims?: Record<string, unknown>;
};

/** Builds the API Gateway HTTP API (payload 2.0) event that a Lambda would receive for this request. */
export function buildApiEvent(input: ApiEventInput): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(input.headers ?? {})) headers[k.toLowerCase()] = v;
  const query: Record<string, string> = {};
  for (const [k, v] of input.query ?? []) query[k] = k in query ? `${query[k]},${v}` : v;
  const body = typeof input.body === 'string' ? Buffer.from(input.body) : (input.body ?? Buffer.alloc(0));
  const isText = body.length > 0 && /json|text|x-www-form-urlencoded/i.test(headers['content-type'] ?? 'application/json');
  const params = input.params ?? {};
  const now = Date.now();
  const key = routeKey(input.route);
  return {
    version: '2.0',
    routeKey: key,
    rawPath: input.path,
    rawQueryString: input.query?.toString() ?? '',
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: Object.keys(params).length ? params : undefined,
    body: body.length ? (isText ? body.toString('utf8') : body.toString('base64')) : undefined,
    isBase64Encoded: body.length > 0 && !isText,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      requestId: randomUUID(),
      routeKey: key,
      stage: '$default',
      time: new Date(now).toUTCString(),
      timeEpoch: now,
      http: {
        method: input.route.method,
        path: input.path,
        protocol: 'HTTP/1.1',
        sourceIp: input.sourceIp ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      ...(input.claims ? { authorizer: { jwt: { claims: input.claims, scopes: [] } } } : {}),
    },
  } as APIGatewayProxyEventV2;
}

export function toApiEvent(
  req: IncomingMessage,
  url: URL,
  route: RouteDef,
  params: Record<string, string>,
  body: Buffer,
  claims?: Record<string, unknown>,
): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) {
    if (v !== undefined) headers[k] = Array.isArray(v) ? v.join(',') : v;
  }
  return buildApiEvent({
    route,
    path: url.pathname,
    params,
    headers,
    query: url.searchParams,
    body,
    sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
    claims,
  });
}

/** The context's functions, made once rather than per request. */
const remainingTime = () => 29_000;
const ignore = () => undefined;

export function lambdaContext(functionName: string): Context {
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: remainingTime,
    done: ignore,
    fail: ignore,
    succeed: ignore,
  };
}
