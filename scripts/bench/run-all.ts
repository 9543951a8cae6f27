/**
 * `npm run bench`: every benchmark, each in its own process, then ONE table of figures beside their
 * targets. Never part of `npm test`.
 * Flags are handed to the benchmarks: --duration <s> (API runs), --runs <n> and --pages a,b (Lighthouse),
 * --soak-minutes <m> (5), --no-soak, --no-build, --photos (bench:web's photo catalogue beside the SVG one).
 */
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { flag } from './lib/args';
import { answers } from './lib/child-runtime';
import { lambdaFigures, parseLambdaTable } from './lib/lambda-figures';
import { formatTable, readReport, reportPath, ROOT, type BenchReport, type Figure } from './lib/report';

type Bench = { key: string; title: string; script: string; args: string[]; ports?: number[] };

const argv = process.argv.slice(2);
const pass = (name: string) => (flag(name, argv) !== undefined ? [`--${name}`, flag(name, argv)!] : []);
const passBool = (name: string) => (argv.includes(`--${name}`) ? [`--${name}`] : []);

const benches: Bench[] = [
  { key: 'web', title: 'Web', script: 'bench-web.ts', args: [...pass('runs'), ...pass('pages'), ...passBool('no-build'), ...passBool('photos')], ports: [4352] },
  { key: 'inp', title: 'Interactions (INP, 4x CPU)', script: 'bench-inp.ts', args: [...pass('runs')], ports: [4357] },
  { key: 'lambda', title: 'Lambda', script: 'bench-lambda.ts', args: [] },
  { key: 'api', title: 'API', script: 'bench-api.ts', args: [...pass('duration'), ...pass('connections')], ports: [4350, 4351, 4355] },
  { key: 'cost', title: 'Cost', script: 'bench-cost.ts', args: [], ports: [4356] },
  { key: 'crash', title: 'Crash safety', script: 'bench-crash.ts', args: [], ports: [4353] },
  { key: 'feeds', title: 'Product feeds', script: 'bench-feeds.ts', args: [...pass('runs')] },
  { key: 'email', title: 'Campaign email (10,000 subscribers, SES at 14/s)', script: 'bench-email.ts', args: [] },
  ...(argv.includes('--no-soak') ? [] : [{ key: 'soak', title: 'Soak', script: 'soak.ts', args: [...(flag('soak-minutes', argv) ? ['--minutes', flag('soak-minutes', argv)!] : [])], ports: [4354] }]),
];

/** Runs a benchmark, echoing its output live and keeping its stdout. */
function runScript(script: string, args: string[]): Promise<{ status: number | null; signal: string | null; stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    let stdout = '';
    child.stdout.on('data', (d: Buffer) => {
      process.stdout.write(d);
      stdout += String(d);
    });
    child.on('error', reject);
    child.on('close', (status, signal) => resolve({ status, signal, stdout }));
  });
}

/**
 * A bench's fixed ports, once free (waiting up to 15 s: a previous bench's runtime may still be closing).
 * A process left on a bench's port (a runtime from an interrupted run, another engineer's bench on this
 * shared machine) could be measured in place of the bench's own runtime, and the run would collapse into
 * connection errors when it went away: the child runtime now refuses a busy port, and this says so
 * before the bench starts instead of failing it halfway.
 */
async function busyPorts(ports: number[]): Promise<number[]> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const busy = (await Promise.all(ports.map(async (p) => ((await answers(p)) ? p : 0)))).filter(Boolean);
    if (!busy.length || Date.now() > deadline) return busy;
    await new Promise((r) => setTimeout(r, 500));
  }
}

async function run(b: Bench, startedAt: number): Promise<{ figures: Figure[] }> {
  const script = path.join(ROOT, 'scripts', 'bench', b.script);
  if (!existsSync(script)) return { figures: [{ name: b.title, value: `not available (scripts/bench/${b.script} does not exist yet)`, target: 'measured', pass: false }] };
  const busy = await busyPorts(b.ports ?? []);
  if (busy.length) {
    return { figures: [{ name: b.title, value: `not run: port ${busy.join(', ')} held by another process (ss -ltnp)`, target: 'measured', pass: false }] };
  }
  console.log(`\n=== ${b.title}: tsx scripts/bench/${b.script} ${b.args.join(' ')}`);
  const res = await runScript(script, b.args);
  const file = reportPath(b.key);
  const fresh = existsSync(file) && statSync(file).mtimeMs >= startedAt;
  const failed = res.status !== 0 ? `exited with ${res.status ?? res.signal}` : undefined;
  if (!fresh && b.key === 'lambda') {
    // bench-lambda (another engineer's script) may only print its table: read that.
    const figures = lambdaFigures(parseLambdaTable(res.stdout ?? ''));
    if (figures) return { figures: figures.map((f) => ({ ...f, name: `${b.key}: ${f.name}` })) };
  }
  if (!fresh) {
    return { figures: [{ name: b.title, value: `not available (${failed ?? `wrote no ${path.relative(ROOT, file)}`})`, target: 'measured', pass: false }] };
  }
  const report = readReport(b.key);
  const figures = b.key === 'lambda' ? lambdaFigures(report) : (report as BenchReport).figures;
  if (!figures) return { figures: [{ name: b.title, value: `not available (unrecognised ${path.relative(ROOT, file)})`, target: 'measured', pass: false }] };
  // A script that failed without a failing figure is a failure of its own.
  const extra: Figure[] = failed && !figures.some((f) => f.pass === false) ? [{ name: `${b.title} script`, value: failed, target: 'exit 0', pass: false }] : [];
  return { figures: [...figures.map((f) => ({ ...f, name: `${b.key}: ${f.name}` })), ...extra] };
}

async function main() {
  const startedAt = Date.now();
  const all: Figure[] = [];
  for (const b of benches) all.push(...(await run(b, startedAt)).figures);
  const failed = all.filter((f) => f.pass === false).length;
  const passed = all.filter((f) => f.pass === true).length;
  console.log(`\n${formatTable(all, `Benchmarks (${new Date().toISOString()}, ${((Date.now() - startedAt) / 1000).toFixed(0)} s)`)}`);
  console.log(`\n${passed} targets met, ${failed} missed or not available.`);
  process.exit(failed ? 1 : 0);
}

void main();
