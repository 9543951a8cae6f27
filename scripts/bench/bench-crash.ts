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
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { numberFlag } from './lib/args';
import { startDynamoLocal } from '../local/dynamodb-local';
import { startChildRuntime, type ChildRuntime } from './lib/child-runtime';
import { formatTable, writeReport, type Figure } from './lib/report';
import { scanDataDir, scanTable } from './lib/scan-data-dir';
import { alive, burst, check, diffScans, newShoppers, settledScan, tally, verifyThroughApi } from './lib/crash-burst';

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
  // The runtimes read each shopper's address as CloudFront would send it (lib/crash-burst.ts).
  process.env.CLIENT_ADDRESS_SOURCE = 'cloudfront';
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
