/**
 * `npm run bench:api`: autocannon against the local runtime (in this process, in-memory DynamoDB
 * Local), against the same-work floor (bare node:http making the route's DynamoDB calls through the same
 * client on the same table) and against a bare node:http server answering the same bytes (information).
 * Each route's throughput and p99 are reported as ratios to the floor measured in the same run.
 * Each route: a warm-up of the shop, its floor and bare (not counted), then `--rounds` rounds of one run
 * each, every round starting with a different server, so none always meets a colder DynamoDB Local or JIT
 * or a busier machine; each server's runs add up to `--duration` seconds.
 * Flags: --duration <s> (18) --rounds <n> (6) --warmup <s> (2) --connections <n> (100) --port <p> (4350; bare takes p+1, the floor p+5)
 * --only <text> (only the routes whose method and path contain it, e.g. --only 'GET /api/cart').
 */
import { randomUUID } from 'node:crypto';
import { matchRoute } from '@crystal/shared/routes/route-table';
import { valueAvailable, type ChoiceProduct } from '@crystal/shared/product-stock';
import { flag, numberFlag } from './lib/args';
import { combineRuns, rotated, runLoad, type LoadResult, type LoadSpec } from './lib/load';
import { fmt, formatTable, writeReport, type Figure } from './lib/report';
import { startSameWorkFloor } from './lib/same-work-floor';
import { capture, closeServer, startBaseline, startBenchShop, type CannedResponse } from './lib/servers';

/** Product 24 (Rose Quartz Bead Bracelet) has stock 21 in the seed: quantity 1 per new session never runs out. */
const PRODUCT_ID = Number(flag('product') ?? 24);
/** The same-work floor listens on port + 5 (4355 by default; 4351-4354 belong to the other benches). */
const FLOOR_PORT_OFFSET = 5;

type Kind = 'catalogue' | 'cart' | 'write';
type Server = 'shop' | 'floor' | 'bare';
const SERVERS: Server[] = ['shop', 'floor', 'bare'];
type Case = { name: string; method: 'GET' | 'POST'; path: string; kind: Kind; headers?: Record<string, string>; body?: string; freshSession?: boolean };
type Outcome = { c: Case; available: false; reason: string } | { c: Case; available: true; shop: LoadResult; floor: LoadResult; base: LoadResult };

/** Ratios to the same-work floor (and, for catalogue reads, to bare node:http) measured in the same run. */
export const TARGETS = { floorRps: 0.85, floorP99: 1.25, bareRps: 0.25, bareP99: 10 };

function routed(method: string, path: string): boolean {
  const m = matchRoute(method, path);
  return !!m && !('allowed' in m);
}

const pct = (r: number) => `${fmt(r * 100, 0)}%`;
const times = (r: number) => `${fmt(r, 2)}x`;

export function figuresFor(outcomes: Outcome[]): Figure[] {
  const rows: Figure[] = [];
  for (const o of outcomes) {
    const n = `${o.c.method} ${o.c.name}`;
    if (!o.available) {
      rows.push({ name: n, value: `not available (${o.reason})`, target: 'measured', pass: false });
      continue;
    }
    const { shop, floor, base, c } = o;
    const measured = shop.total > 0 && floor.total > 0;
    const rps = { floor: shop.requestsPerSec / floor.requestsPerSec, bare: shop.requestsPerSec / base.requestsPerSec };
    const p99 = { floor: shop.p99 / floor.p99, bare: shop.p99 / base.p99 };
    const rpsTarget = c.kind === 'catalogue' ? `>= ${pct(TARGETS.floorRps)} of floor, >= ${pct(TARGETS.bareRps)} of bare` : c.kind === 'cart' ? `>= ${pct(TARGETS.floorRps)} of floor` : 'info';
    const rpsPass = c.kind === 'catalogue' ? rps.floor >= TARGETS.floorRps && rps.bare >= TARGETS.bareRps : c.kind === 'cart' ? rps.floor >= TARGETS.floorRps : undefined;
    rows.push({
      name: `${n} req/s (floor ${fmt(floor.requestsPerSec, 0)}, bare ${fmt(base.requestsPerSec, 0)})`,
      value: `${fmt(shop.requestsPerSec, 0)} (${pct(rps.floor)} of floor, ${pct(rps.bare)} of bare)`,
      target: rpsTarget,
      pass: rpsPass === undefined ? undefined : measured && rpsPass,
    });
    const catalogue = c.kind === 'catalogue';
    rows.push({
      name: `${n} p99 ms (floor ${fmt(floor.p99, 0)}, bare ${fmt(base.p99, 0)})`,
      value: `${fmt(shop.p99, 0)} (${times(p99.floor)} floor, ${times(p99.bare)} bare)`,
      target: catalogue ? `<= ${TARGETS.floorP99}x floor, <= ${TARGETS.bareP99}x bare` : 'info',
      pass: catalogue ? measured && p99.floor <= TARGETS.floorP99 && p99.bare <= TARGETS.bareP99 : undefined,
    });
    rows.push({
      name: `${n} errors (shop of ${shop.total}, floor of ${floor.total})`,
      value: `${shop.errors} (non-2xx ${shop.non2xx}, timeouts ${shop.timeouts}); floor ${floor.errors}`,
      target: '0',
      pass: measured && shop.errors === 0 && floor.errors === 0,
    });
  }
  return rows;
}

/** One value of each option that can be bought now (the one availability rule), or nothing for a piece without options. */
async function availableChoice(origin: string, productId: number): Promise<{ options?: Record<string, string> }> {
  const product = (await (await fetch(`${origin}/api/products/${productId}`)).json()) as ChoiceProduct & { options?: { name: string; values: { value: string }[] }[] };
  if (!product.options?.length) return {};
  const options = Object.fromEntries(
    product.options.map((o, option) => {
      const value = o.values.findIndex((_, v) => valueAvailable(product, { option, value: v }));
      if (value < 0) throw new Error(`bench:api: piece ${productId} has no ${o.name} left to buy; pick another with --product`);
      return [o.name, o.values[value]!.value];
    }),
  );
  return { options };
}

async function main() {
  const duration = numberFlag('duration', 18);
  const connections = numberFlag('connections', 100);
  const port = numberFlag('port', 4350);
  const rounds = Math.max(1, Math.round(numberFlag('rounds', 6)));
  const warmup = numberFlag('warmup', 2);
  console.log(`bench:api - ${connections} connections, ${duration} s per server per route; starting the local runtime...`);
  const shop = await startBenchShop(port);
  const origin = `http://127.0.0.1:${port}`;
  const baseOrigin = `http://127.0.0.1:${port + 1}`;
  const floorPort = port + FLOOR_PORT_OFFSET;
  const floorOrigin = `http://127.0.0.1:${floorPort}`;
  const cartSession = randomUUID();
  const json = { 'content-type': 'application/json' };
  // The sample piece as a shopper adds it: with a value of each of its options that can be bought now (a
  // ring needs its size; without one the cart answers 400 and the bench would time a refusal).
  const addBody = JSON.stringify({ productId: PRODUCT_ID, quantity: 1, ...(await availableChoice(origin, PRODUCT_ID)) });
  const cases: Case[] = [
    { name: '/api/products', method: 'GET', path: '/api/products', kind: 'catalogue' },
    { name: '/api/products/{id}', method: 'GET', path: `/api/products/${PRODUCT_ID}`, kind: 'catalogue' },
    { name: '/api/categories', method: 'GET', path: '/api/categories', kind: 'catalogue' },
    { name: '/api/cart', method: 'GET', path: '/api/cart', kind: 'cart', headers: { 'x-session-id': cartSession } },
    { name: '/api/cart', method: 'POST', path: '/api/cart', kind: 'write', headers: json, body: addBody, freshSession: true },
  ];
  const outcomes: Outcome[] = [];
  const canned = new Map<string, CannedResponse>();
  try {
    if (routed('POST', '/api/cart')) {
      // The GET /api/cart session holds one line, so the read returns a real cart.
      await capture(`${origin}/api/cart`, { method: 'POST', headers: { ...json, 'x-session-id': cartSession }, body: addBody });
    }
    const live: Case[] = [];
    const only = flag('only');
    for (const c of cases.filter((x) => !only || `${x.method} ${x.path}`.includes(only))) {
      if (!routed(c.method, c.path)) {
        outcomes.push({ c, available: false, reason: 'route not in the route table yet' });
        continue;
      }
      const headers = { ...c.headers, ...(c.freshSession ? { 'x-session-id': randomUUID() } : {}) };
      const sample = await capture(`${origin}${c.path}`, { method: c.method, headers, body: c.body });
      if (sample.status >= 300) {
        outcomes.push({ c, available: false, reason: `sample request answered ${sample.status}: ${sample.body.toString().slice(0, 120)}` });
        continue;
      }
      canned.set(`${c.method} ${c.path}`, sample);
      live.push(c);
    }
    const baseline = await startBaseline(port + 1, canned);
    const floorServer = await startSameWorkFloor(floorPort);
    try {
      for (const c of live) {
        const spec = (o: string, seconds: number): LoadSpec => ({ origin: o, method: c.method, path: c.path, headers: c.headers, body: c.body, freshSession: c.freshSession, connections, duration: seconds });
        process.stdout.write(`  ${c.method} ${c.path}: warm-up... `);
        const origins = { shop: origin, floor: floorOrigin, bare: baseOrigin } as const;
        if (warmup > 0) for (const o of Object.values(origins)) await runLoad(spec(o, warmup));
        const runs: Record<Server, LoadResult[]> = { shop: [], floor: [], bare: [] };
        for (let round = 0; round < rounds; round++) {
          for (const who of rotated(SERVERS, round)) {
            process.stdout.write(`${who}... `);
            runs[who].push(await runLoad(spec(origins[who], duration / rounds)));
          }
        }
        const shopResult = combineRuns(runs.shop);
        const floor = combineRuns(runs.floor);
        const base = combineRuns(runs.bare);
        console.log(`${fmt(shopResult.requestsPerSec, 0)} vs floor ${fmt(floor.requestsPerSec, 0)} vs bare ${fmt(base.requestsPerSec, 0)} req/s`);
        outcomes.push({ c, available: true, shop: shopResult, floor, base });
      }
    } finally {
      await closeServer(floorServer);
      await closeServer(baseline);
    }
  } finally {
    await shop.dispose();
  }
  const order = (o: Outcome) => cases.indexOf(o.c);
  outcomes.sort((a, b) => order(a) - order(b));
  const figures = figuresFor(outcomes);
  const notes = [
    `${connections} connections, load generated from a separate process. Per route: ${warmup} s warm-up of shop, floor and bare (not counted), then ${rounds} rounds of ${fmt(duration / rounds, 1)} s per server, each round starting with a different server; throughput and p99 are the rounds' mean.`,
    'floor = bare node:http making the same DynamoDB calls as the route (uncached), through the same client, on the same table (scripts/bench/lib/same-work-floor.ts).',
    'bare = bare node:http answering the same bytes with no work (information: the physical ceiling).',
    'The shop keeps catalogue reads for 5 s per function (functions/src/catalog/catalogue-cache-repository.ts); GET /api/cart is always read fresh.',
  ];
  writeReport({ bench: 'api', measuredAt: new Date().toISOString(), figures, notes });
  console.log(`\n${formatTable(figures, 'API (local runtime vs same-work floor and bare node:http)')}\n${notes.join('\n')}`);
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
