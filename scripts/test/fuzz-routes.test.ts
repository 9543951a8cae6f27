/**
 * Bad input at scale: thousands of generated malformed requests across every route of the route table
 * (wrong types, missing and extra fields, huge strings, unicode, negative and fractional numbers, bad
 * session ids, bad JSON, wrong content types, non-numeric path params, missing admin rights, bad webhook
 * signatures, wrong methods). Every one must get a 4xx with the `{ error, issues? }` JSON shape, send no
 * write to DynamoDB, and leave the whole table exactly as it was. Then control-character and bidi text in
 * every text field of every route, the fields read from the route's schemas (issue 33, decision 0059).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import * as z from '@crystal/shared/zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES, matchRoute } from '@crystal/shared/routes/route-table';
import type { RouteDef } from '@crystal/shared/routes/route-types';
import { seedCatalogue } from '../seed/seed-catalogue';
import { buildApiEvent, lambdaContext } from '../../functions/src/lib/http/to-api-event';
import { readLocalConfig } from '../local/local-config';
import { createLocalHttpServer, loadHandlers } from '../local/local-server';
import { mediaStore } from '../../functions/src/lib/media/media-from-env';
import type { RouteHandler } from '../../functions/src/lib/http/define-route';
import { recordCommands } from '../../functions/src/test/count-commands';
import { invoke } from '../../functions/src/test/invoke';
import { MORE_ROUTE_EXAMPLES, ROUTE_EXAMPLES, type ExampleRequest, type RouteExample } from '../../functions/src/test/route-examples';
import { snapshotTable } from '../../functions/src/test/table-snapshot';
import { badRequests, fillPath, hostileTextRequests, textFieldsOf, type Bad, type Target } from '../../functions/src/test/bad-requests';
import { asSchemaPath, schemaTextFields } from '../../functions/src/test/schema-text-fields';
import { malformedPathSegment } from '../../functions/src/test/fuzz-arbitraries';

const TOTAL_TARGET = 5000;
/** Attempts per route; a few are skipped when a mutation happens to be valid, so aim above the target. */
const RUNS_PER_ROUTE = Math.max(100, Math.ceil((TOTAL_TARGET * 1.25) / ROUTES.length));
const SEED = 20261122;

const errorShape = z.strictObject({
  error: z.string().check(z.minLength(1)),
  issues: z.optional(z.array(z.strictObject({ path: z.string(), message: z.string() }))),
});
const WRITES = /^(Put|Update|Delete|BatchWrite|TransactWrite)/;


const commands = recordCommands();
let sent = 0;
let malformedPaths = 0;
let hostileSent = 0;
let before = '';
const targets = new Map<string, Target>();


const moreTargets = new Map<string, Target[]>();

async function targetFor(route: RouteDef, make: RouteExample | undefined = ROUTE_EXAMPLES[route.id]): Promise<Target> {
  const mod = (await import(`../../functions/src/${route.fn}/handler.ts`)) as { handler: { routeHandler: (id: string) => Promise<RouteHandler> } };
  const { spec } = await mod.handler.routeHandler(route.id);
  let example: ExampleRequest | undefined;
  try {
    example = await make?.(randomUUID());
  } catch {
    example = undefined; // no usable example yet: mutate from generic defaults below (the text-field check then names what is missing)
  }
  const url = new URL(example?.path ?? fillPath(route.path, {}), 'http://localhost');
  const match = matchRoute(route.method, url.pathname);
  const params = match && 'route' in match ? match.params : {};
  const headers: Record<string, string> = { ...example?.headers };
  if (route.session) headers['x-session-id'] ??= randomUUID();
  return { route, spec, params, query: url.search, body: example?.body ?? {}, headers, claims: example?.claims ?? (route.auth === 'admin' ? { sub: 'artisan', 'cognito:groups': '[admin]' } : undefined) };
}


async function sendRaw(route: RouteDef, bad: Bad, raw: NonNullable<Bad['rawPath']>) {
  const mod = (await import(`../../functions/src/${route.fn}/handler.ts`)) as { handler: (e: unknown, c: unknown) => Promise<{ statusCode?: number; headers?: Record<string, string>; body?: string }> };
  const event = buildApiEvent({ route, path: raw.path, params: raw.params, headers: bad.headers, body: bad.rawBody, claims: bad.claims });
  const res = await mod.handler(event, lambdaContext(route.fn));
  const text = res.body ?? '';
  return { status: res.statusCode ?? 200, headers: (res.headers ?? {}) as Record<string, string>, body: JSON.parse(text) as unknown, text };
}

async function sendBad(route: RouteDef, bad: Bad): Promise<void> {
  commands.reset();
  const res = bad.rawPath
    ? await sendRaw(route, bad, bad.rawPath)
    : await invoke(route.method, bad.path, { headers: bad.headers, rawBody: bad.rawBody, claims: bad.claims });
  sent++;
  if (bad.rawPath) malformedPaths++;
  const what = `${route.method} ${route.path} [${bad.kind}] -> ${res.status} ${res.text.slice(0, 300)}`;
  if (!bad.expect.includes(res.status)) throw new Error(`expected ${bad.expect.join('/')}: ${what}`);
  if (!errorShape.safeParse(res.body).success) throw new Error(`error body is not { error, issues? }: ${what}`);
  if (!/^application\/json/.test(res.headers['content-type'] ?? '')) throw new Error(`error is not JSON: ${what}`);
  const writes = commands.names().filter((n) => WRITES.test(n));
  if (writes.length) throw new Error(`a rejected request wrote to DynamoDB (${writes.join(', ')}): ${what}`);
}

beforeAll(async () => {
  await seedCatalogue(mediaStore);
  for (const route of ROUTES) {
    targets.set(route.id, await targetFor(route));
    const more = MORE_ROUTE_EXAMPLES[route.id] ?? [];
    moreTargets.set(route.id, await Promise.all(more.map((make) => targetFor(route, make))));
  }
  before = await snapshotTable();
}, 300_000);

describe('malformed requests on every route of the route table', () => {
  for (const route of ROUTES) {
    it(`${route.method} ${route.path} (${route.id}) answers 4xx JSON and changes nothing`, async () => {
      const t = targets.get(route.id)!;
      await fc.assert(
        fc.asyncProperty(badRequests(t), async (bad) => {
          if (bad) await sendBad(route, bad);
        }),
        { numRuns: RUNS_PER_ROUTE, seed: SEED, endOnFailure: true },
      );
      expect(await snapshotTable()).toBe(before);
    }, 120_000);
  }
});

/** `where.path` of every text field a route's schemas take (`body.shippingAddress.street`, `query.search`). */
function schemaFieldsOf(t: Target): string[] {
  const body = t.route.rawBody ? [] : schemaTextFields(t.spec.body).map((f) => `body.${f}`);
  return [...body, ...schemaTextFields(t.spec.query).map((f) => `query.${f}`)];
}

/** Whether an example's leaf (`body.lines.*.description`) is the schema's field (`?` matches any key). */
function sameField(schemaField: string, leaf: string): boolean {
  const a = schemaField.split('.');
  const b = leaf.split('.');
  return a.length === b.length && a.every((seg, i) => seg === b[i] || seg === '?');
}

/**
 * Text a route's schema does not take from the example, by design: a field whose example value stands
 * for the whole body's other form (none today). Every other text field must be in the route's example,
 * so the sweep below reaches it.
 */
const NOT_IN_EXAMPLE: Record<string, string[]> = {};

describe('control characters and bidi text in every text field of every route (issue 33)', () => {
  it("every text field of every route's schemas is in its example, so the sweep reaches it", () => {
    const missing = ROUTES.flatMap((route) => {
      const t = targets.get(route.id)!;
      const all = [t, ...(moreTargets.get(route.id) ?? [])];
      const leaves = all.flatMap((x) => textFieldsOf(x).map(({ where, leaf }) => `${where}.${asSchemaPath(leaf.path)}`));
      return schemaFieldsOf(t)
        .filter((f) => !leaves.some((leaf) => sameField(f, leaf)) && !NOT_IN_EXAMPLE[route.id]?.includes(f))
        .map((f) => `${route.id} ${f}`);
    });
    expect(missing.join('\n'), 'text fields no example carries: add them to ROUTE_EXAMPLES (functions/src/test/route-examples.ts)').toBe('');
  });

  for (const route of ROUTES) {
    it(`${route.method} ${route.path} (${route.id}) refuses each payload in each text field with a 400 JSON, writing nothing`, async () => {
      const bads = [targets.get(route.id)!, ...(moreTargets.get(route.id) ?? [])].flatMap(hostileTextRequests);
      for (const bad of bads) await sendBad(route, bad);
      hostileSent += bads.length;
      expect(await snapshotTable()).toBe(before);
    }, 120_000);
  }
});

describe('wrong methods, unknown and malformed paths through the local HTTP adapter', () => {
  let origin = '';
  let basePath = '/';
  let close: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'crystal-fuzz-'));
    const config = readLocalConfig(['--data-dir', dataDir]);
    basePath = config.basePath;
    const server = createLocalHttpServer(config, await loadHandlers());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  });
  afterAll(() => close());

  const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

  it('answers 405 with an Allow header, or 404, as JSON, and changes nothing', async () => {
    const templates = [...new Set(ROUTES.map((r) => r.path))];
    const request = fc.oneof(
      fc.tuple(fc.constantFrom(...templates), fc.constantFrom(...METHODS)).map(([template, method]) => ({ method, path: fillPath(template, {}) })),
      fc.tuple(fc.array(fc.stringMatching(/^[a-z0-9-]{1,12}$/), { minLength: 1, maxLength: 4 }), fc.constantFrom(...METHODS)).map(([segs, method]) => ({ method, path: `/api/${segs.join('/')}` })),
    );
    await fc.assert(
      fc.asyncProperty(request, fc.option(fc.json(), { nil: undefined }), async ({ method, path: p }, body) => {
        const match = matchRoute(method, p);
        if (match && 'route' in match) return; // a real route: not malformed
        const res = await fetch(`${origin}${p}`, {
          method,
          headers: { 'x-session-id': randomUUID(), 'content-type': 'application/json' },
          body: method === 'GET' ? undefined : body,
        });
        sent++;
        const json = (await res.json()) as unknown;
        if (match) {
          expect(res.status, `${method} ${p}`).toBe(405);
          expect(res.headers.get('allow')).toBe(match.allowed.join(', '));
        } else expect(res.status, `${method} ${p}`).toBe(404);
        expect(errorShape.safeParse(json).success).toBe(true);
      }),
      { numRuns: 300, seed: SEED },
    );
    expect(await snapshotTable()).toBe(before);
  }, 120_000);

  it('answers 400 as JSON for API, media and page paths, before any route or auth check', async () => {
    const prefixes = ['/api/products/', '/api/admin/orders/', '/api/cart/items/', '/api/', '/media/', basePath, `${basePath}product/`];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...prefixes), malformedPathSegment, fc.constantFrom('GET', 'POST', 'DELETE'), async (prefix, segment, method) => {
        // A raw NUL travels as %00 (URL parsing would strip it at the end of the address).
        const res = await fetch(`${origin}${prefix}${segment.replaceAll('\u0000', '%00')}`, { method, headers: { 'x-session-id': randomUUID() } });
        sent++;
        malformedPaths++;
        expect(res.status, `${method} ${prefix}${segment.slice(0, 60)}`).toBe(400);
        expect(errorShape.safeParse(await res.json()).success).toBe(true);
      }),
      { numRuns: 400, seed: SEED },
    );
    expect(await snapshotTable()).toBe(before);
  }, 120_000);
});

describe('volume', () => {
  it(`sent at least ${TOTAL_TARGET} malformed requests`, () => {
    expect(sent).toBeGreaterThanOrEqual(TOTAL_TARGET);
    expect(malformedPaths).toBeGreaterThanOrEqual(600);
    expect(hostileSent).toBeGreaterThanOrEqual(1000);
    console.info(`fuzz: ${sent} malformed requests, ${malformedPaths} with malformed paths, ${hostileSent} control/bidi payloads in text fields, 0 answered 5xx`);
  });
});
