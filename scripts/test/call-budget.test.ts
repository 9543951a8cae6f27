/**
 * DynamoDB call budget: one valid request per shopper route of the route table, counting the commands
 * it sends. Reads (GET) use at most 2 on a warm Lambda (the first call of a container may add the
 * categories Query that is then cached for a minute); order creation writes the order, its lines and the
 * stock in exactly one TransactWriteItems (besides it only reads and bumps counters: the order id and the
 * rate limit); nothing ever Scans. A shopper route without an example request fails here, so new routes
 * can't slip by.
 */
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '@crystal/shared/routes/route-table';
import { routeKey } from '@crystal/shared/routes/route-types';
import { seedCatalogue } from '../seed/seed-catalogue';
import { mediaStore } from '../../functions/src/lib/media/media-from-env';
import { db } from '../../functions/src/lib/db/client';
import { recordCommands } from '../../functions/src/test/count-commands';
import { invoke } from '../../functions/src/test/invoke';
import { ROUTE_EXAMPLES } from '../../functions/src/test/route-examples';

const SHOPPER_ROUTES = ROUTES.filter((r) => r.auth === 'public');
const READ_BUDGET = 2;
const READS = /^(Get|Query|BatchGet|TransactGet)/;
const ORDER_CREATION = 'POST /api/orders';
const ADD_ONE = 'functions/src/test/route-examples.ts (ROUTE_EXAMPLES)';

const commands = recordCommands();
const measured: string[] = [];
/** The keys of single-item writes, to tell counter bumps from data writes. */
const writtenKeys: string[] = [];
db.middlewareStack.add(
  (next, context) => async (args) => {
    const input = args.input as { Key?: { pk?: unknown }; Item?: { pk?: unknown } };
    if (/^(Update|Put|Delete)Item/.test(String(context.commandName))) writtenKeys.push(String(input.Key?.pk ?? input.Item?.pk ?? '?'));
    return next(args);
  },
  { step: 'initialize', name: 'recordWrittenKeys' },
);
/** Counters: id counters, rate limits and the per-day search counts the keyword monitor reads. */
// Counters and per-client limit records (CLIENTHOLD#: the units one client address holds in unpaid orders).
const COUNTER_KEY = /^(COUNTER$|RATE#|SEARCHES#|CLIENTHOLD#)/;

beforeAll(async () => {
  await seedCatalogue(mediaStore);
}, 180_000);

afterAll(() => {
  console.log(`DynamoDB commands per shopper request:\n${measured.join('\n')}`);
});

/** Product code under functions/src (tests and their helpers aside). */
function productSources(dir = path.resolve(import.meta.dirname, '../../functions/src')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'test' ? [] : productSources(full);
    return /\.ts$/.test(e.name) && !/\.(test|factory)\.ts$/.test(e.name) ? [full] : [];
  });
}

describe('no Scan anywhere', () => {
  it('no product source under functions/src sends a Scan', () => {
    const scanning = productSources().filter((f) => /\b(ScanCommand|paginateScan)\b/.test(readFileSync(f, 'utf8')));
    expect(scanning.map((f) => path.relative(process.cwd(), f))).toEqual([]);
  });
});

describe('DynamoDB call budget per shopper request', () => {
  it('has an example request for every shopper route of the route table', () => {
    const missing = SHOPPER_ROUTES.filter((r) => !ROUTE_EXAMPLES[r.id]).map((r) => `${r.id} (${routeKey(r)})`);
    expect(missing, `Add an example request to ${ADD_ONE} for: ${missing.join(', ')}`).toEqual([]);
  });

  for (const route of SHOPPER_ROUTES) {
    const key = routeKey(route);
    it(`${key} (${route.id}) stays within its budget and never Scans`, async () => {
      const example = ROUTE_EXAMPLES[route.id];
      if (!example) throw new Error(`No example request for ${route.id} (${key}): add one to ${ADD_ONE}`);
      const req = await example(randomUUID());
      const send = () => invoke(route.method, req.path, { headers: req.headers, body: req.body, rawBody: req.rawBody, claims: req.claims });
      if (route.method === 'GET') await send(); // warm Lambda: module caches filled, as in steady traffic
      commands.reset();
      writtenKeys.splice(0);
      const res = await send();
      const names = commands.names();
      measured.push(`  ${key.padEnd(36)} ${String(names.length).padStart(2)}  ${names.join(', ')}`);
      expect(res.status, `the example request must succeed: ${res.status} ${res.text.slice(0, 300)}`).toBeLessThan(300);
      expect(names, 'no Scan, ever').not.toContain('ScanCommand');
      if (route.method === 'GET') {
        // A search also bumps its day's search counter (catalog-service -> keyword monitor): counters aside, reads stay within budget.
        const reads = names.filter((n) => READS.test(n));
        expect(reads.length, `a read uses at most ${READ_BUDGET} commands: ${names.join(', ')}`).toBeLessThanOrEqual(READ_BUDGET);
        expect(writtenKeys.filter((k) => !COUNTER_KEY.test(k)), 'a read writes nothing but counters').toEqual([]);
      }
      if (key === ORDER_CREATION) {
        expect(names.filter((n) => n === 'TransactWriteItemsCommand'), 'order creation is one transaction').toHaveLength(1);
        const others = names.filter((n) => n !== 'TransactWriteItemsCommand' && !READS.test(n));
        expect(others.filter((n) => n !== 'UpdateItemCommand' && n !== 'PutItemCommand'), `besides the transaction, order creation only reads and writes counters and limits: ${names.join(', ')}`).toEqual([]);
        expect(writtenKeys.filter((k) => !COUNTER_KEY.test(k)), 'single-item writes outside the transaction touch counters only').toEqual([]);
      }
    });
  }
});
