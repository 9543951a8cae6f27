/**
 * `npm run bench:crash`: crash safety of the code that can crash in production, the runtime running the
 * Lambda handlers, while the database stays up as DynamoDB does in AWS.
 *
 * Main scenario (pass/fail), "runtime killed, database alive": DynamoDB Local runs on its own (persistent,
 * under a temporary data dir, started by this script through scripts/local/dynamodb-local.ts); the local
 * runtime is a child attached to it (`--dynamodb-endpoint`). A burst of orders from many sessions, then
 * SIGKILL to the runtime's process group only (node and tsx's esbuild helper; DynamoDB Local's java is not
 * in that group: its pid is checked alive and it is read right after the kill), a restart attached to the
 * same DynamoDB, every 2xx order read back through the API, then the table scanned and checked: every
 * order that got a 2xx is there, complete, with its stock reserved; an order whose answer was lost in
 * the crash is either all there or not at all; stock went down by exactly the quantities of the orders
 * present; nothing else changed (the restart included).
 *
 * Second scenario (info only, kept because it is cheap: one more runtime start; --no-whole-stack skips
 * it), "whole stack killed": the runtime with its own DynamoDB Local child, SIGKILL to both, the data dir
 * reopened. DynamoDB Local acknowledges a TransactWriteItems a few ms before it is on disk, so the last
 * acknowledged order can be lost whole (never half of one); scripts/bench/ddb-durability-probe.ts shows
 * that without the shop. DynamoDB in AWS is durable on acknowledgement and does not die with a Lambda,
 * so this says something about the emulator, not the shop.
 *
 * A script, not a test: three runtime starts take too long for CI on this machine.
 * Flags: --sessions <n> (80) --kill-after <2xx orders> (15) --port <p> (4353) --concurrency <n> (20)
 * --no-whole-stack.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { numberFlag } from './lib/args';
import { startDynamoLocal } from '../local/dynamodb-local';
import { startChildRuntime, type ChildRuntime } from './lib/child-runtime';
import { formatTable, writeReport, type Figure } from './lib/report';
import { scanDataDir, scanTable, type Item } from './lib/scan-data-dir';

/** Seed pieces with room in stock (scripts/seed/catalogue.ts): id -> stock 21, 25, 20, 18, 15, 14, 12. */
const PRODUCTS = [24, 28, 9, 12, 22, 10, 1];
const ADDRESS = { street: '123 Portage Ave', city: 'Winnipeg', province: 'MB', postalCode: 'R3C 0A1', country: 'Canada' };
const ORDER = { customerEmail: 'burst@example.ca', customerPhone: '204-555-0100', firstName: 'Burst', lastName: 'Shopper', shippingAddress: ADDRESS, billingAddress: ADDRESS, sameAsShipping: true };

type Outcome = 'not sent' | 'cart only' | 'ok' | 'rejected' | 'lost';
type Shopper = { sessionId: string; productId: number; quantity: number; outcome: Outcome; orderId?: number; status?: number; ackAt?: number };

async function burst(rt: ChildRuntime, shoppers: Shopper[], concurrency: number, killAfter: number): Promise<number> {
  let next = 0;
  let killAt = 0;
  let ok = 0;
  let killed: Promise<void> | undefined;
  const post = (p: string, s: Shopper, body: unknown) =>
    fetch(`${rt.origin}${p}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-session-id': s.sessionId }, body: JSON.stringify(body) });
  const worker = async () => {
    while (!killed && next < shoppers.length) {
      const s = shoppers[next++]!;
      try {
        const cart = await post('/api/cart', s, { productId: s.productId, quantity: s.quantity });
        if (!cart.ok) {
          s.outcome = 'rejected';
          s.status = cart.status;
          continue;
        }
        s.outcome = 'cart only';
      } catch {
        continue; // the cart line may or may not be there: allowed either way
      }
      if (killed) return;
      try {
        const res = await post('/api/orders', s, ORDER);
        s.status = res.status;
        if (res.ok) {
          s.outcome = 'ok';
          s.orderId = ((await res.json()) as { id: number }).id;
          s.ackAt = Date.now();
          if (++ok >= killAfter && !killed) {
            killAt = Date.now();
            killed = rt.kill();
          }
        } else s.outcome = 'rejected';
      } catch {
        s.outcome = 'lost'; // in flight when the runtime died
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  await (killed ?? rt.kill());
  return killAt || Date.now();
}

const num = (v: unknown) => (typeof v === 'number' ? v : Number(v ?? 0));

function check(before: Map<string, Item>, after: Map<string, Item>, shoppers: Shopper[], killAt: number) {
  const problems: string[] = [];
  const bySession = new Map(shoppers.map((s) => [s.sessionId, s]));
  const orders = [...after.values()].filter((i) => i.type === 'order' && !before.has(`${i.pk}|${i.sk}`));
  const lines = [...after.values()].filter((i) => i.type === 'orderItem' && !before.has(`${i.pk}|${i.sk}`));
  const orderIds = new Set(orders.map((o) => num(o.id)));
  for (const l of lines) if (!orderIds.has(num(l.orderId))) problems.push(`order line without its order: ${l.pk} ${l.sk}`);
  const reserved = new Map<number, number>();
  let committedLost = 0;
  for (const o of orders) {
    const s = bySession.get(String(o.sessionId));
    const own = lines.filter((l) => num(l.orderId) === num(o.id));
    if (!s) {
      problems.push(`an order from an unknown session: #${String(o.id)}`);
      continue;
    }
    if (s.outcome !== 'ok' && s.outcome !== 'lost') problems.push(`order #${String(o.id)} exists for a session whose order was ${s.outcome}`);
    if (s.outcome === 'ok' && num(o.id) !== s.orderId) problems.push(`session ${s.sessionId} got order #${s.orderId} but #${String(o.id)} is stored`);
    if (s.outcome === 'lost') committedLost++;
    if (own.length !== 1 || num(own[0]!.productId) !== s.productId || num(own[0]!.quantity) !== s.quantity) {
      problems.push(`order #${String(o.id)} is incomplete or wrong: ${JSON.stringify(own.map((l) => [l.productId, l.quantity]))}, expected [[${s.productId},${s.quantity}]]`);
    }
    for (const l of own) reserved.set(num(l.productId), (reserved.get(num(l.productId)) ?? 0) + num(l.quantity));
  }
  const acknowledged = shoppers.filter((s) => s.outcome === 'ok');
  const missing = acknowledged.filter((s) => !orderIds.has(s.orderId!));
  for (const s of missing) problems.push(`order #${s.orderId} answered 2xx ${killAt - s.ackAt!} ms before the SIGKILL but is missing after the restart`);
  const ackQty = acknowledged.reduce((n, s) => n + s.quantity, 0);
  let stockDrop = 0;
  const sessionPks = new Set(shoppers.map((s) => `SESSION#${s.sessionId}`));
  for (const [key, item] of after) {
    const old = before.get(key);
    if (item.pk === 'COUNTER' || item.pk.startsWith('RATE#')) continue;
    if (!old) {
      const ours = sessionPks.has(item.pk) || item.type === 'order' || item.type === 'orderItem';
      if (!ours) problems.push(`unexpected new item ${key}`);
      continue;
    }
    if (item.type === 'product') {
      const id = num(item.id);
      const drop = num(old.stockQuantity) - num(item.stockQuantity);
      stockDrop += drop;
      if (drop !== (reserved.get(id) ?? 0)) problems.push(`product ${id}: stock fell by ${drop}, orders present hold ${reserved.get(id) ?? 0}`);
      if (num(item.soldCount) - num(old.soldCount) !== drop) problems.push(`product ${id}: soldCount and stock disagree`);
      if (num(item.stockQuantity) < 0) problems.push(`product ${id}: negative stock`);
      const rest = (i: Item) => ({ ...i, stockQuantity: 0, soldCount: 0, updatedAt: '' });
      if (!isDeepStrictEqual(rest(item), rest(old))) problems.push(`product ${id}: fields other than stock changed`);
    } else if (!isDeepStrictEqual(item, old)) problems.push(`item changed: ${key}`);
  }
  for (const key of before.keys()) if (!after.has(key)) problems.push(`item deleted: ${key}`);
  const presentQty = [...reserved.values()].reduce((a, b) => a + b, 0);
  const missingMaxMs = Math.max(0, ...missing.map((s) => killAt - s.ackAt!));
  return { problems, acknowledged: acknowledged.length, ackQty, stockDrop, presentQty, committedLost, missing: missing.length, missingMaxMs, lost: shoppers.filter((s) => s.outcome === 'lost').length, present: acknowledged.length - missing.length };
}

async function verifyThroughApi(rt: ChildRuntime, shoppers: Shopper[]): Promise<string[]> {
  const problems: string[] = [];
  for (const s of shoppers.filter((x) => x.outcome === 'ok')) {
    const res = await fetch(`${rt.origin}/api/orders/${s.orderId}`, { headers: { 'x-session-id': s.sessionId } });
    const body = (await res.json()) as { items?: { productId: number; quantity: number }[] };
    const items = body.items?.map((i) => [i.productId, i.quantity]);
    if (res.status !== 200 || !isDeepStrictEqual(items, [[s.productId, s.quantity]])) problems.push(`GET /api/orders/${s.orderId} after restart: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
  }
  return problems;
}

const newShoppers = (n: number): Shopper[] =>
  Array.from({ length: n }, (_, i) => ({ sessionId: randomUUID(), productId: PRODUCTS[i % PRODUCTS.length]!, quantity: 1 + (i % 2), outcome: 'not sent' }));

const tally = (shoppers: Shopper[]) => {
  const count = (o: Outcome) => shoppers.filter((s) => s.outcome === o).length;
  return `${count('ok')} ok, ${count('lost')} in flight, ${count('rejected')} rejected, ${count('cart only') + count('not sent')} not ordered`;
};

const alive = (pid: number | undefined) => {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Items that differ between two scans, rate-limit counters aside (reads may count themselves). */
function diffScans(a: Map<string, Item>, b: Map<string, Item>): string[] {
  const keys = new Set([...a.keys(), ...b.keys()]);
  return [...keys].filter((k) => !k.startsWith('RATE#') && !isDeepStrictEqual(a.get(k), b.get(k)));
}

/**
 * Scans until two scans 300 ms apart agree: requests the runtime had already sent when it died are still
 * applied by the database after the SIGKILL (as DynamoDB would), so the first scan can predate them.
 */
async function settledScan(endpoint: string, timeoutMs = 15_000): Promise<{ items: Map<string, Item>; settleMs: number }> {
  const t0 = Date.now();
  let last = await scanTable(endpoint);
  for (;;) {
    await new Promise((r) => setTimeout(r, 300));
    const next = await scanTable(endpoint);
    if (diffScans(last, next).length === 0 || Date.now() - t0 > timeoutMs) return { items: next, settleMs: Date.now() - t0 };
    last = next;
  }
}

type Flags = { sessions: number; killAfter: number; port: number; concurrency: number };
type Step = (s: string) => void;

/** Main scenario: DynamoDB Local keeps running, only the runtime is SIGKILLed and restarted against it. */
async function runtimeCrash(f: Flags, step: Step): Promise<{ figures: Figure[]; notes: string[]; ok: boolean }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'crystal-crash-'));
  const started = Date.now();
  const dynamo = await startDynamoLocal({ dbPath: path.join(dataDir, 'dynamodb') });
  const runtimes: ChildRuntime[] = [];
  try {
    step(`DynamoDB Local on its own (pid ${dynamo.pid}, ${dynamo.endpoint}, data in ${dataDir}); runtime attached to it (creates and seeds the table)`);
    const rt = await startChildRuntime(f.port, dataDir, { dynamoEndpoint: dynamo.endpoint });
    runtimes.push(rt);
    const before = await scanTable(dynamo.endpoint);
    step(`snapshot: ${before.size} items; burst`);
    const shoppers = newShoppers(f.sessions);
    const killAt = await burst(rt, shoppers, f.concurrency, f.killAfter);
    const dbSurvived = alive(dynamo.pid);
    const { items: atKill, settleMs } = await settledScan(dynamo.endpoint);
    step(`runtime (pid ${rt.pid}) SIGKILLed: ${tally(shoppers)}; DynamoDB Local pid ${dynamo.pid} ${dbSurvived ? 'still running' : 'GONE'}, ${atKill.size} items (settled in ${settleMs} ms)`);
    const again = await startChildRuntime(f.port, dataDir, { dynamoEndpoint: dynamo.endpoint });
    runtimes.push(again);
    step('runtime restarted against the same DynamoDB; reading every acknowledged order back through the API');
    const apiProblems = await verifyThroughApi(again, shoppers);
    await again.stop();
    const after = await scanTable(dynamo.endpoint);
    const byRestart = diffScans(atKill, after);
    const r = check(before, after, shoppers, killAt);
    const problems = [...apiProblems, ...r.problems, ...byRestart.map((k) => `the restart changed ${k}`)];
    const figures: Figure[] = [
      { name: 'DynamoDB Local kept running through the runtime SIGKILL', value: dbSurvived ? `yes (pid ${dynamo.pid})` : 'no', target: 'yes', pass: dbSurvived },
      { name: 'orders answered 2xx before the SIGKILL', value: String(r.acknowledged), target: '> 0', pass: r.acknowledged > 0 },
      { name: 'of those, present and complete after restart', value: `${r.present}/${r.acknowledged}`, target: 'all', pass: r.present === r.acknowledged && apiProblems.length === 0 },
      { name: 'orders in flight at the kill: committed / not', value: `${r.committedLost} / ${r.lost - r.committedLost}`, target: 'info (each all or nothing)' },
      { name: 'stock decrease = quantities of the orders present', value: `${r.stockDrop} = ${r.presentQty} (2xx orders hold ${r.ackQty})`, target: 'equal, per product', pass: !r.problems.some((p) => p.startsWith('product')) },
      { name: 'partial writes / unexpected changes', value: String(problems.length), target: '0', pass: problems.length === 0 },
      { name: 'duration', value: `${((Date.now() - started) / 1000).toFixed(0)} s`, target: 'info' },
    ];
    const notes = problems.slice(0, 20).map((p) => `runtime crash: ${p}`);
    return { figures, notes, ok: problems.length === 0 && r.acknowledged > 0 && dbSurvived };
  } finally {
    // A runtime is detached (its own process group): never leave one behind when a step throws.
    for (const r of runtimes) await r.kill();
    await dynamo.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Second scenario (info): the runtime and its own DynamoDB Local die together; the data dir is reopened. */
async function wholeStackCrash(f: Flags, step: Step): Promise<{ figures: Figure[]; notes: string[] }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'crystal-crash-stack-'));
  const started = Date.now();
  let rt: ChildRuntime | undefined;
  try {
    step('whole stack: runtime with its own DynamoDB Local child (creates and seeds the table)');
    rt = await startChildRuntime(f.port, dataDir);
    // start-local writes the endpoint of the DynamoDB Local it started here (for `npm run job`).
    const before = await scanTable(readFileSync(path.join(dataDir, 'dynamodb.endpoint'), 'utf8').trim());
    const shoppers = newShoppers(f.sessions);
    const killAt = await burst(rt, shoppers, f.concurrency, f.killAfter);
    step(`runtime and its DynamoDB Local SIGKILLed together: ${tally(shoppers)}; reopening the data dir`);
    const after = await scanDataDir(dataDir);
    const r = check(before, after, shoppers, killAt);
    const others = r.problems.filter((p) => !/missing after the restart|stock fell by|soldCount and stock/.test(p));
    const figures: Figure[] = [
      { name: 'whole stack: 2xx orders present after reopening', value: `${r.present}/${r.acknowledged}`, target: 'info (emulator not durable on ack)' },
      { name: 'whole stack: stock decrease = quantities of the orders present', value: `${r.stockDrop} = ${r.presentQty} (2xx orders hold ${r.ackQty})`, target: 'info' },
      { name: 'whole stack: partial writes / other unexpected changes', value: String(others.length), target: 'info (0 expected)' },
      { name: 'whole stack: duration', value: `${((Date.now() - started) / 1000).toFixed(0)} s`, target: 'info' },
    ];
    const notes = others.slice(0, 10).map((p) => `whole stack: ${p}`);
    if (r.missing) {
      notes.push(
        `whole stack: ${r.missing} acknowledged order(s) lost, acknowledged at most ${r.missingMaxMs} ms before the SIGKILL that also killed DynamoDB Local, which acknowledges a TransactWriteItems a few ms before it is on disk (tsx scripts/bench/ddb-durability-probe.ts shows it without the shop). DynamoDB in AWS is durable on acknowledgement and outlives the Lambda: the main scenario is the pass/fail one.`,
      );
    }
    return { figures, notes };
  } finally {
    await rt?.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const f: Flags = {
    sessions: numberFlag('sessions', 80),
    killAfter: numberFlag('kill-after', 15),
    port: numberFlag('port', 4353),
    concurrency: numberFlag('concurrency', 20),
  };
  const wholeStack = !process.argv.includes('--no-whole-stack');
  const started = Date.now();
  const step = (s: string) => console.log(`  [${((Date.now() - started) / 1000).toFixed(1)} s] ${s}`);
  console.log(`bench:crash - ${f.sessions} shoppers, SIGKILL after ${f.killAfter} acknowledged orders`);
  const main = await runtimeCrash(f, step);
  const stack = wholeStack ? await wholeStackCrash(f, step) : { figures: [], notes: ['whole-stack scenario skipped (--no-whole-stack)'] };
  const figures = [...main.figures, ...stack.figures];
  const notes = [...main.notes, ...stack.notes];
  writeReport({ bench: 'crash', measuredAt: new Date().toISOString(), figures, notes });
  console.log(`\n${formatTable(main.figures, 'Crash safety: runtime SIGKILLed mid-burst while DynamoDB keeps running, restarted against it')}`);
  if (stack.figures.length) console.log(`\n${formatTable(stack.figures, 'Info: runtime and DynamoDB Local SIGKILLed together, data dir reopened')}`);
  for (const n of notes) console.log(`  ${n}`);
  return main.ok;
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
