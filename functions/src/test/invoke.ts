import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { matchRoute } from '@crystal/shared/routes/route-table';
import { buildApiEvent, lambdaContext } from '../lib/http/to-api-event';

type Handler = (e: APIGatewayProxyEventV2, c: Context) => Promise<APIGatewayProxyStructuredResultV2>;

/** A fresh client address per call unless a test names one: per-client limits are tested where a test says so. */
const anyAddress = () => `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

export type InvokeOptions = {
  headers?: Record<string, string>;
  body?: unknown;
  rawBody?: string;
  claims?: Record<string, unknown>;
  sourceIp?: string;
};

export type InvokeResult = { status: number; headers: Record<string, string>; body: any; text: string };

/**
 * Calls a route the way API Gateway would: the path is matched against the route table and the
 * function the table names receives an HTTP API v2 event.
 */
export async function invoke(method: string, pathAndQuery: string, opts: InvokeOptions = {}): Promise<InvokeResult> {
  const url = new URL(pathAndQuery, 'http://localhost');
  const match = matchRoute(method, url.pathname);
  if (!match || 'allowed' in match) throw new Error(`no route for ${method} ${url.pathname}`);
  const mod = (await import(`../${match.route.fn}/handler.ts`)) as { handler: Handler };
  const headers: Record<string, string> = { ...opts.headers };
  let body: string | undefined = opts.rawBody;
  if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers['content-type'] ??= 'application/json';
  }
  const event = buildApiEvent({
    route: match.route,
    path: url.pathname,
    params: match.params,
    headers,
    query: url.searchParams,
    body,
    sourceIp: opts.sourceIp ?? anyAddress(),
    claims: opts.claims,
  });
  const res = await mod.handler(event, lambdaContext(match.route.fn));
  const text = res.body ?? '';
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    /* not JSON */
  }
  return { status: res.statusCode ?? 200, headers: (res.headers ?? {}) as Record<string, string>, body: parsed, text };
}

export const sessionHeaders = (sessionId: string) => ({ 'x-session-id': sessionId });
