import fc from 'fast-check';
import type * as z from '@crystal/shared/zod';
import { safeDecodeSegment } from '@crystal/shared/routes/path-problem';
import { isSessionId } from '@crystal/shared/session-id';
import type { RouteDef } from '@crystal/shared/routes/route-types';
import { buildApiEvent } from '../lib/http/to-api-event';
import type { RouteHandler } from '../lib/http/define-route';
import {
  HOSTILE_TEXT_SAMPLE,
  LINE_INJECTION,
  hostileTextPayload,
  withPayloadInside,
  badAdminClaims,
  badPathParam,
  badSessionId,
  brokenJson,
  malformedPathSegment,
  mutatedBody,
  nastyValue,
  wrongContentType,
} from './fuzz-arbitraries';

/** The malformed requests the route fuzz sends to one route, built from a valid example of it. */
export type Bad = {
  kind: string;
  /** Exact statuses allowed (all 4xx). */
  expect: number[];
  path: string;
  headers: Record<string, string>;
  rawBody?: string;
  claims?: Record<string, unknown>;
  /** A malformed path sent as is, with the path parameters API Gateway would hand over. */
  rawPath?: { path: string; params: Record<string, string> };
};

export type Target = {
  route: RouteDef;
  spec: RouteHandler['spec'];
  params: Record<string, string>;
  query: string;
  body: unknown;
  headers: Record<string, string>;
  claims?: Record<string, unknown>;
};
export function fillPath(template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? '1'));
}

export const accepts = (schema: z.ZodMiniType | undefined, value: unknown) => {
  if (!schema) return true;
  try {
    return schema.safeParse(value).success;
  } catch {
    return false;
  }
};
/** What the handler will see as the query, built the way the HTTP adapter builds it. */
export function queryAsSeen(t: Target, search: string): Record<string, string> {
  const event = buildApiEvent({ route: t.route, path: '/', query: new URLSearchParams(search) });
  return (event.queryStringParameters ?? {}) as Record<string, string>;
}

type Leaf = { path: (string | number)[]; value: string };

/** Every string inside a JSON value (the text fields of an example body), with its path. */
export function textLeaves(value: unknown, path: (string | number)[] = []): Leaf[] {
  if (typeof value === 'string') return [{ path, value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => textLeaves(v, [...path, i]));
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([k, v]) => textLeaves(v, [...path, k]));
  return [];
}

function withLeaf(body: unknown, path: (string | number)[], text: string): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1)!] = text;
  return copy;
}

export type TextField = { where: 'body' | 'query'; leaf: Leaf; multiLine: boolean };

/**
 * The text fields of a route's valid example: each string of its body, and each value of its query; a
 * body field is multi-line when the route takes a line break in it.
 */
export function textFieldsOf(t: Target): TextField[] {
  const body = t.route.rawBody || !t.spec.body
    ? []
    : textLeaves(t.body).map((leaf) => ({ where: 'body' as const, leaf, multiLine: accepts(t.spec.body, withLeaf(t.body, leaf.path, withPayloadInside(leaf.value, '\n'))) }));
  const query = t.spec.query ? [...new URLSearchParams(t.query)].map(([k, v]) => ({ where: 'query' as const, leaf: { path: [k], value: v }, multiLine: false })) : [];
  return [...body, ...query];
}

function hostileTextRequest(t: Target, { where, leaf }: TextField, payload: string, at = 0.5): Bad {
  const json = { ...t.headers, 'content-type': 'application/json' };
  const text = withPayloadInside(leaf.value, payload, at);
  const kind = `hostile text in ${where} ${leaf.path.join('.')} (${JSON.stringify(payload)})`;
  if (where === 'query') {
    const q = new URLSearchParams(t.query);
    q.set(String(leaf.path[0]), text);
    return { kind, expect: [400], path: `${fillPath(t.route.path, t.params)}?${q.toString()}`, headers: json, rawBody: t.spec.body ? JSON.stringify(t.body) : undefined, claims: t.claims };
  }
  return { kind, expect: [400], path: fillPath(t.route.path, t.params) + t.query, headers: json, rawBody: JSON.stringify(withLeaf(t.body, leaf.path, text)), claims: t.claims };
}

/**
 * A payload a field must refuse: line breaks (and the lines they forge) only count in a one-line field; a
 * lone surrogate cannot travel in a query (a URL is UTF-8: it arrives as U+FFFD, a valid character), only
 * in a JSON body (as its `\ud800` escape).
 */
const refusedIn = (field: TextField, payload: string) =>
  (!field.multiLine || !LINE_INJECTION.includes(payload)) && (field.where === 'body' || !/[\uD800-\uDFFF]/.test(payload));

/**
 * Control-character and bidi payloads in every text field of a route's example (issue 33): each must be
 * a 400, with no write. The sample covers each kind; `badRequests` draws from every such character.
 */
export function hostileTextRequests(t: Target): Bad[] {
  return textFieldsOf(t).flatMap((field) => HOSTILE_TEXT_SAMPLE.filter((p) => refusedIn(field, p)).map((payload) => hostileTextRequest(t, field, payload)));
}

export function badRequests(t: Target): fc.Arbitrary<Bad | null> {
  const { route, spec } = t;
  const path = fillPath(route.path, t.params) + t.query;
  const json = { ...t.headers, 'content-type': 'application/json' };
  const validBody = route.rawBody ? undefined : spec.body ? JSON.stringify(t.body) : undefined;
  const arbs: fc.Arbitrary<Bad | null>[] = [];

  // A body over 64 KB: 413 before anything else is read.
  arbs.push(fc.integer({ min: 1, max: 4096 }).map((n) => ({ kind: 'too large', expect: [413], path, headers: json, rawBody: JSON.stringify({ pad: 'x'.repeat(64 * 1024 + n) }), claims: t.claims })));

  if (route.session) {
    arbs.push(badSessionId.map((sid) => {
      if (sid !== undefined && isSessionId(sid)) return null;
      const headers: Record<string, string> = { ...json };
      if (sid === undefined) delete headers['x-session-id'];
      else headers['x-session-id'] = sid;
      return { kind: 'bad session id', expect: [400], path, headers, rawBody: validBody, claims: t.claims };
    }));
  }
  if (route.auth === 'admin') {
    arbs.push(badAdminClaims.map((claims) => ({ kind: 'not an admin', expect: [401, 403], path, headers: json, rawBody: validBody, claims })));
  }
  if (route.rawBody) {
    // Signed raw bodies (webhooks): any unsigned or wrongly signed body is refused with 400.
    const signature = fc.option(
      fc.oneof(
        fc.string({ maxLength: 80 }),
        fc.tuple(fc.integer({ min: 0, max: 2_000_000_000 }), fc.stringMatching(/^[0-9a-f]{64}$/)).map(([ts, h]) => `t=${ts},v1=${h}`),
      ),
      { nil: undefined },
    );
    arbs.push(fc.tuple(fc.oneof(fc.json(), fc.string({ maxLength: 200 })), signature).map(([body, sig]) => ({
      kind: 'bad webhook signature',
      expect: [400],
      path,
      headers: { ...json, ...(sig === undefined ? {} : { 'stripe-signature': sig }) },
      rawBody: body,
    })));
  } else {
    arbs.push(fc.tuple(brokenJson, fc.constantFrom('application/json', 'application/json; charset=utf-8', 'Application/JSON')).map(([text, type]) => ({
      kind: 'bad JSON', expect: [400], path, headers: { ...t.headers, 'content-type': type }, rawBody: text, claims: t.claims,
    })));
    arbs.push(fc.tuple(fc.oneof(fc.json(), fc.string({ minLength: 1, maxLength: 60 })), wrongContentType).map(([text, type]) => {
      const headers: Record<string, string> = { ...t.headers };
      if (type) headers['content-type'] = type;
      return { kind: 'wrong content type', expect: [415], path, headers, rawBody: text, claims: t.claims };
    }));
    const bodies = spec.body ? mutatedBody(t.body) : fc.oneof(fc.constant({}), fc.anything({ maxDepth: 2 }).filter((v) => v !== undefined), nastyValue);
    arbs.push(bodies.map((candidate) => {
      const text = JSON.stringify(candidate);
      if (text === undefined) return null;
      const seen = JSON.parse(Buffer.from(text).toString('utf8')) as unknown;
      const tooLarge = Buffer.byteLength(text) > 64 * 1024;
      // The handler validates `body ?? {}`; a mutation that still passes is not malformed: skip it.
      if (!tooLarge && spec.body && accepts(spec.body, seen ?? {})) return null;
      return { kind: spec.body ? 'invalid body' : 'body where none is taken', expect: tooLarge ? [413] : [400], path, headers: json, rawBody: text, claims: t.claims };
    }));
  }
  const fields = textFieldsOf(t);
  if (fields.length) {
    // Any refused character, or a short run of them, anywhere inside any text field.
    arbs.push(fc.tuple(fc.constantFrom(...fields), hostileTextPayload, fc.double({ min: 0, max: 1, noNaN: true })).map(([field, payload, at]) => {
      if (!refusedIn(field, payload)) return null;
      return { ...hostileTextRequest(t, field, payload, at), kind: `random hostile text in ${field.where} ${field.leaf.path.join('.')} (${JSON.stringify(payload)})` };
    }));
  }
  if (spec.query) {
    const shape = (spec.query as unknown as { shape?: Record<string, unknown> }).shape ?? {};
    const key = fc.oneof(fc.constantFrom(...Object.keys(shape), 'limit', 'page'), fc.string({ maxLength: 10 }));
    const value = fc.oneof(fc.string({ maxLength: 30 }), fc.string({ unit: 'grapheme', maxLength: 10 }), nastyValue.map((v) => (typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v))), fc.constant('x'.repeat(2000)));
    arbs.push(fc.dictionary(key, value, { minKeys: 1, maxKeys: 4 }).map((q) => {
      const search = `?${new URLSearchParams(q).toString()}`;
      if (accepts(spec.query, queryAsSeen(t, search))) return null;
      return { kind: 'bad query', expect: [400], path: fillPath(route.path, t.params) + search, headers: json, rawBody: validBody, claims: t.claims };
    }));
  }
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  if (names.length && spec.params) {
    arbs.push(fc.tuple(fc.constantFrom(...names), badPathParam).map(([name, value]) => {
      const params = { ...t.params, [name]: value };
      if (accepts(spec.params, params)) return null;
      return { kind: 'bad path param', expect: [400], path: fillPath(route.path, params) + t.query, headers: json, rawBody: validBody, claims: t.claims };
    }));
  }
  // Malformed percent-encoding, NUL bytes, overlong segments: 400 before auth, session or body checks.
  arbs.push(malformedPathSegment.map((segment) => {
    const segs = fillPath(route.path, t.params).split('/');
    const at = names.length ? route.path.split('/').findIndex((s) => s.startsWith('{')) : segs.length - 1;
    segs[at] = segment;
    const params = names.length ? { ...t.params, [names[0]!]: safeDecodeSegment(segment) ?? segment } : {};
    return { kind: 'malformed path', expect: [400], path, headers: json, rawBody: validBody, claims: t.claims, rawPath: { path: segs.join('/'), params } };
  }));
  return fc.oneof(...arbs);
}
