import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { catalogPageApiPath } from '@crystal/shared/product-page';
import { ROUTES, functionsInUse, matchRoute } from '@crystal/shared/routes/route-table';
import { pathProblem } from '@crystal/shared/routes/path-problem';
import type { FunctionName } from '@crystal/shared/routes/route-types';
import { SITE_SECURITY_HEADERS } from '@crystal/shared/security-headers';
import { lambdaContext, toApiEvent } from '../../functions/src/lib/http/to-api-event';
import { serveMedia, serveSpa } from './serve-static';
import { authorizeAdmin } from './authorize-admin';
import { handleLocalAdminEndpoint } from './local-admin-endpoints';
import type { LocalConfig } from './local-config';
import path from 'node:path';
import { compressApiBody } from './compress-api-body';

type LambdaHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

/** Hard transport cap; the handlers themselves answer 413 above 64 KB. */
const TRANSPORT_LIMIT = 1024 * 1024;

function json(res: ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}): void {
  res.writeHead(status, {
    ...SITE_SECURITY_HEADERS,
    'content-type': 'application/json',
    'cache-control': 'no-store',
    ...extra,
  });
  res.end(JSON.stringify(body));
}

function readBody(req: IncomingMessage): Promise<Buffer | 'too-large'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > TRANSPORT_LIMIT) over = true;
      else chunks.push(c);
    });
    req.on('end', () => resolve(over ? 'too-large' : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Imports every function module the route table names (after the env is set). */
export async function loadHandlers(): Promise<Map<FunctionName, LambdaHandler>> {
  const handlers = new Map<FunctionName, LambdaHandler>();
  for (const fn of functionsInUse()) {
    const mod = (await import(`../../functions/src/${fn}/handler.ts`)) as { handler: LambdaHandler };
    handlers.set(fn, mod.handler);
  }
  return handlers;
}

/**
 * The local stand-in for CloudFront + API Gateway: /api/* goes to the Lambda handlers named by the
 * route table (as HTTP API v2 events, admin routes through the JWT check), /media/* to the local media
 * folder, and the base path to the SPA build with CloudFront's fallback.
 */
export function createLocalHttpServer(config: LocalConfig, handlers: Map<FunctionName, LambdaHandler>) {
  const mediaRoot = path.join(config.dataDir, 'media');
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const method = (req.method ?? 'GET').toUpperCase();
      const problem = pathProblem(url.pathname);
      if (problem) return json(res, 400, { error: problem, issues: [{ path: 'path', message: problem }] });
      // CloudFront's catalog page rewrite (infra/lib/edge-functions.ts): home, listings and product pages as HTML, the sitemap.
      const page = method === 'GET' || method === 'HEAD' ? catalogPageApiPath(config.basePath, url.pathname, url.search) : undefined;
      if (page) {
        const target = new URL(page, url);
        url.pathname = target.pathname;
        url.search = target.search;
      }
      if (url.pathname.startsWith('/api/')) {
        const match = matchRoute(page ? 'GET' : method, url.pathname);
        if (!match) return json(res, 404, { error: `No API route for ${url.pathname}` });
        if ('allowed' in match) {
          return json(res, 405, { error: `Method ${method} is not allowed here` }, { allow: match.allowed.join(', ') });
        }
        const body = await readBody(req);
        if (body === 'too-large') return json(res, 413, { error: 'Request body must be 64 KB or smaller' });
        let claims: Record<string, unknown> | undefined;
        if (match.route.auth === 'admin') {
          const auth = await authorizeAdmin(req.headers.authorization);
          if (!auth.ok) return json(res, 401, { error: auth.error }, { 'www-authenticate': 'Bearer' });
          claims = auth.claims;
        }
        const event = toApiEvent(req, url, match.route, match.params, body, claims);
        const result = await handlers.get(match.route.fn)!(event, lambdaContext(`crystal-shop-${match.route.fn}`));
        const raw = Buffer.from(result.body ?? '', result.isBase64Encoded ? 'base64' : 'utf8');
        const sent = compressApiBody(req.headers, { ...(result.headers as Record<string, string>) }, raw);
        res.writeHead(result.statusCode ?? 200, sent.headers);
        return void res.end(method === 'HEAD' ? undefined : sent.body);
      }
      if (await handleLocalAdminEndpoint(req, res, url, method, config.dataDir)) return;
      if (method !== 'GET' && method !== 'HEAD') return json(res, 405, { error: 'Method not allowed' });
      if (url.pathname.startsWith('/media/')) {
        return await serveMedia(mediaRoot, decodeURIComponent(url.pathname.slice('/media/'.length)), method, res);
      }
      if (url.pathname === '/' || url.pathname === config.basePath.slice(0, -1)) {
        res.writeHead(302, { location: config.basePath });
        return void res.end();
      }
      if (url.pathname.startsWith(config.basePath)) {
        return await serveSpa(config.webDist, decodeURIComponent(url.pathname.slice(config.basePath.length)), method, res);
      }
      res.writeHead(404, { ...SITE_SECURITY_HEADERS, 'content-type': 'text/plain' });
      res.end('Not found');
    } catch (error) {
      console.error('local server error', error);
      if (!res.headersSent) json(res, 500, { error: 'Something went wrong on our side. Please try again.' });
      else res.end();
    }
  });
  // An idle kept-alive connection is closed by the client, not by this server mid-request: Node's 5 s default
  // closed it as a client sent on it (ECONNRESET, seen in an e2e API call after 5 s of page work). As an
  // AWS load balancer in front of Node, the server waits longer than any client keeps a connection idle.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return server;
}

export function describeRoutes(): string {
  return ROUTES.map((r) => `${r.method.padEnd(6)} ${r.path} -> ${r.fn}${r.auth === 'admin' ? ' (admin)' : ''}`).join('\n');
}
