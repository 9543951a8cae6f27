/**
 * `npm run bench:api`: autocannon against the local runtime (in this process, in-memory DynamoDB
 * Local) and against a bare node:http server answering the same bytes (the physical baseline).
 * Flags: --duration <s> (10) --connections <n> (100) --port <p> (4350; the baseline takes p+1).
 */
import { randomUUID } from 'node:crypto';
import { matchRoute } from '@crystal/shared/routes/route-table';
import { flag, numberFlag } from './lib/args';
import { runLoad, type LoadResult, type LoadSpec } from './lib/load';
import { fmt, formatTable, writeReport, type Figure } from './lib/report';
import { capture, closeServer, startBaseline, startBenchShop, type CannedResponse } from './lib/servers';

/** Product 24 (Rose Quartz Bead Bracelet) has stock 21 in the seed: quantity 1 per new session never runs out. */
const PRODUCT_ID = Number(flag('product') ?? 24);

type Case = { name: string; method: 'GET' | 'POST'; path: string; read: boolean; headers?: Record<string, string>; body?: string; freshSession?: boolean };
type Outcome = { c: Case; available: false; reason: string } | { c: Case; available: true; shop: LoadResult; base: LoadResult };

const TARGETS = { p99Ms: 15, ratio: 0.5 };

function routed(method: string, path: string): boolean {
  const m = matchRoute(method, path);
  return !!m && !('allowed' in m);
}

export function figuresFor(outcomes: Outcome[]): Figure[] {
  const rows: Figure[] = [];
  for (const o of outcomes) {
    const n = `${o.c.method} ${o.c.name}`;
    if (!o.available) {
      rows.push({ name: n, value: `not available (${o.reason})`, target: 'measured', pass: false });
      continue;
    }
    const { shop, base } = o;
    const measured = shop.total > 0;
    const ratio = shop.requestsPerSec / base.requestsPerSec;
    rows.push({ name: `${n} req/s (baseline ${fmt(base.requestsPerSec, 0)})`, value: `${fmt(shop.requestsPerSec, 0)} (${fmt(ratio * 100, 0)}%)`, target: o.c.read ? `>= ${TARGETS.ratio * 100}% of baseline` : 'info', pass: o.c.read ? ratio >= TARGETS.ratio : undefined });
    rows.push({ name: `${n} p50 / p99 ms (baseline ${fmt(base.p50, 0)} / ${fmt(base.p99, 0)})`, value: `${fmt(shop.p50, 0)} / ${fmt(shop.p99, 0)}`, target: o.c.read ? `p99 <= ${TARGETS.p99Ms}` : 'info', pass: o.c.read ? measured && shop.p99 <= TARGETS.p99Ms : undefined });
    rows.push({ name: `${n} errors (of ${shop.total})`, value: `${shop.errors} (non-2xx ${shop.non2xx}, timeouts ${shop.timeouts})`, target: '0', pass: measured && shop.errors === 0 });
  }
  return rows;
}

async function main() {
  const duration = numberFlag('duration', 10);
  const connections = numberFlag('connections', 100);
  const port = numberFlag('port', 4350);
  console.log(`bench:api - ${connections} connections, ${duration} s per run; starting the local runtime...`);
  const shop = await startBenchShop(port);
  const origin = `http://127.0.0.1:${port}`;
  const baseOrigin = `http://127.0.0.1:${port + 1}`;
  const cartSession = randomUUID();
  const json = { 'content-type': 'application/json' };
  const addBody = JSON.stringify({ productId: PRODUCT_ID, quantity: 1 });
  const cases: Case[] = [
    { name: '/api/products', method: 'GET', path: '/api/products', read: true },
    { name: '/api/products/{id}', method: 'GET', path: `/api/products/${PRODUCT_ID}`, read: true },
    { name: '/api/cart', method: 'GET', path: '/api/cart', read: true, headers: { 'x-session-id': cartSession } },
    { name: '/api/cart', method: 'POST', path: '/api/cart', read: false, headers: json, body: addBody, freshSession: true },
  ];
  const outcomes: Outcome[] = [];
  const canned = new Map<string, CannedResponse>();
  try {
    if (routed('POST', '/api/cart')) {
      // The GET /api/cart session holds one line, so the read returns a real cart.
      await capture(`${origin}/api/cart`, { method: 'POST', headers: { ...json, 'x-session-id': cartSession }, body: addBody });
    }
    const live: Case[] = [];
    for (const c of cases) {
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
    try {
      for (const c of live) {
        const spec = (o: string): LoadSpec => ({ origin: o, method: c.method, path: c.path, headers: c.headers, body: c.body, freshSession: c.freshSession, connections, duration });
        process.stdout.write(`  ${c.method} ${c.path}: shop... `);
        const shopResult = await runLoad(spec(origin));
        process.stdout.write('baseline... ');
        const base = await runLoad(spec(baseOrigin));
        console.log(`${fmt(shopResult.requestsPerSec, 0)} vs ${fmt(base.requestsPerSec, 0)} req/s`);
        outcomes.push({ c, available: true, shop: shopResult, base });
      }
    } finally {
      await closeServer(baseline);
    }
  } finally {
    await shop.dispose();
  }
  const order = (o: Outcome) => cases.indexOf(o.c);
  outcomes.sort((a, b) => order(a) - order(b));
  const figures = figuresFor(outcomes);
  const notes = [`${connections} connections, ${duration} s per run, load generated from a separate process; baseline = bare node:http serving the same bytes.`];
  writeReport({ bench: 'api', measuredAt: new Date().toISOString(), figures, notes });
  console.log(`\n${formatTable(figures, 'API (local runtime vs node:http baseline)')}\n${notes.join('\n')}`);
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
