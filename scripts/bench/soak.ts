/**
 * `npm run bench:soak`: mixed shopper traffic at a steady rate against the local runtime (a child
 * process, in-memory DynamoDB Local) for 5 minutes; the runtime's resident memory is sampled throughout.
 * Targets: 0 errors; memory flat (end RSS within 20% or 25 MB of the RSS after warm-up).
 * Not part of CI. Flags: --minutes <m> (5) --rate <req/s> (50) --port <p> (4354).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { numberFlag } from './lib/args';
import { startChildRuntime } from './lib/child-runtime';
import { runLoad, type LoadRequest } from './lib/load';
import { fmt, formatTable, writeReport, type Figure } from './lib/report';

const json = { 'content-type': 'application/json' };
/** Enough connections that the steady rate holds even when a request takes a few hundred ms. */
const CONNECTIONS = 25;

function shopperMix(cartSession: string): LoadRequest[] {
  const session = { 'x-session-id': cartSession };
  return [
    { method: 'GET', path: '/api/products/featured' },
    { method: 'GET', path: '/api/categories' },
    { method: 'GET', path: '/api/products' },
    { method: 'GET', path: '/api/products?category=crystal-necklaces' },
    { method: 'GET', path: '/api/products/3' },
    { method: 'GET', path: '/api/products?categoryId=1&limit=4' },
    { method: 'GET', path: '/api/products?search=amethyst' },
    { method: 'GET', path: '/api/products/24' },
    { method: 'POST', path: '/api/cart', headers: json, body: JSON.stringify({ productId: 24, quantity: 1 }), freshSession: true },
    { method: 'GET', path: '/api/cart', headers: session },
    { method: 'POST', path: '/api/wishlist', headers: json, body: JSON.stringify({ productId: 9 }), freshSession: true },
    { method: 'GET', path: '/api/payments/config' },
  ];
}

async function main() {
  const minutes = numberFlag('minutes', 5);
  const rate = numberFlag('rate', 50);
  const port = numberFlag('port', 4354);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'crystal-soak-'));
  console.log(`bench:soak - ${minutes} min of mixed shopper traffic at ${rate} req/s`);
  const rt = await startChildRuntime(port, dataDir, { inMemory: true });
  try {
    const cartSession = randomUUID();
    await fetch(`${rt.origin}/api/cart`, { method: 'POST', headers: { ...json, 'x-session-id': cartSession }, body: JSON.stringify({ productId: 1, quantity: 1 }) });
    const mix = shopperMix(cartSession);
    // Warm-up: every route loaded and the JIT settled before the first memory reading.
    await runLoad({ ...mix[0]!, origin: rt.origin, mix, connections: CONNECTIONS, duration: Math.min(15, minutes * 6), rate });
    const samples: { t: number; nodeMb: number; javaMb: number }[] = [];
    const t0 = Date.now();
    const sample = () => samples.push({ t: (Date.now() - t0) / 1000, ...rt.rss() });
    sample();
    let goneAt: number | undefined;
    const timer = setInterval(() => {
      sample();
      const s = samples.at(-1)!;
      const gone = rt.gone();
      if (gone) goneAt ??= s.t;
      console.log(`  ${fmt(s.t, 0)} s: runtime RSS ${fmt(s.nodeMb)} MB, DynamoDB Local RSS ${fmt(s.javaMb)} MB${gone ? ` - RUNTIME ${gone.toUpperCase()}` : ''}`);
    }, 30_000);
    const result = await runLoad({ ...mix[0]!, origin: rt.origin, mix, connections: CONNECTIONS, duration: minutes * 60, rate });
    clearInterval(timer);
    sample();
    const gone = rt.gone();
    const start = samples[0]!;
    const end = samples.at(-1)!;
    const peak = Math.max(...samples.map((s) => s.nodeMb));
    const growth = end.nodeMb - start.nodeMb;
    const flat = growth <= Math.max(25, start.nodeMb * 0.2);
    const figures: Figure[] = [
      { name: 'requests (steady rate)', value: `${result.total} at ${fmt(result.requestsPerSec, 1)} req/s`, target: `>= 90% of ${rate} req/s for ${minutes} min`, pass: result.requestsPerSec >= rate * 0.9 },
      { name: 'errors (non-2xx + errors + timeouts)', value: `${result.errors} (non-2xx ${result.non2xx}, timeouts ${result.timeouts})`, target: '0', pass: result.total > 0 && result.errors === 0 },
      { name: 'runtime alive at the end', value: gone ? `no (${gone}${goneAt !== undefined ? `, noticed at ${fmt(goneAt, 0)} s` : ''})` : 'yes', target: 'yes', pass: !gone },
      { name: 'latency p50 / p99', value: `${fmt(result.p50, 0)} / ${fmt(result.p99, 0)} ms`, target: 'info' },
      { name: 'runtime RSS start / end (peak)', value: `${fmt(start.nodeMb)} / ${fmt(end.nodeMb)} MB (${fmt(peak)})`, target: 'end <= start + max(25 MB, 20%)', pass: flat },
      { name: 'DynamoDB Local RSS start / end', value: `${fmt(start.javaMb)} / ${fmt(end.javaMb)} MB`, target: 'info' },
    ];
    const notes = [`${minutes} min, ${rate} req/s over ${CONNECTIONS} connections, ${mix.length} shopper requests in rotation (catalogue reads, search, cart add/read, wishlist add, payment config)`];
    if (result.errors) {
      const kinds = Object.entries(result.errorKinds ?? {}).map(([k, n]) => `${k} x${n}`).join(', ');
      notes.push(`errors by kind: ${kinds || 'n/a'}; first after ${fmt(result.firstErrorAtSec ?? Number.NaN, 1)} s of the ${minutes * 60} s run`);
    }
    if (gone) notes.push(`the runtime ${gone}; its last output:\n${rt.log().slice(-2000)}`);
    writeReport({ bench: 'soak', measuredAt: new Date().toISOString(), figures, notes });
    console.log(`\n${formatTable(figures, 'Soak (local runtime as a child process)')}`);
    for (const n of notes.slice(1)) console.log(`  ${n}`);
    return result.errors === 0 && flat && result.requestsPerSec >= rate * 0.9 && !gone;
  } finally {
    await rt.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
