/**
 * Child process that fires the load, so the generator never shares an event loop with the server it
 * measures. Reads a LoadSpec (JSON) from argv, prints a LoadResult (JSON) on the last stdout line.
 */
import { randomUUID } from 'node:crypto';
import type { EventEmitter } from 'node:events';
import autocannon, { type AutocannonOptions, type AutocannonRequest, type AutocannonResult } from 'autocannon';
import type { LoadRequest, LoadResult, LoadSpec } from './load';

function toAutocannon(r: LoadRequest): AutocannonRequest {
  return {
    method: r.method,
    path: r.path,
    headers: r.headers,
    body: r.body,
    // A fresh shopper per request: a new x-session-id, so one cart never hits the stock limit.
    ...(r.freshSession
      ? { setupRequest: (req: AutocannonRequest) => ({ ...req, headers: { ...req.headers, 'x-session-id': randomUUID() } }) }
      : {}),
  };
}

async function main() {
  const spec = JSON.parse(process.argv[2] ?? '{}') as LoadSpec;
  const options: AutocannonOptions & { ignoreCoordinatedOmission?: boolean } = {
    url: spec.origin,
    connections: spec.connections,
    duration: spec.duration,
    overallRate: spec.rate,
    timeout: 10,
    requests: (spec.mix ?? [spec]).map(toAutocannon),
    // With a rate, autocannon 9 "corrects" coordinated omission with an expected interval of
    // ceil(1 / per-connection rate) = 1 ms (seconds taken as ms), recording a 100 ms answer as 100
    // samples from 100 down to 1 ms: made-up latencies. A paced run has no omission to correct.
    ...(spec.rate ? { ignoreCoordinatedOmission: true } : {}),
  };
  const started = Date.now();
  const errorKinds: Record<string, number> = {};
  let firstErrorAt: number | undefined;
  const count = (kind: string) => {
    errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
    firstErrorAt ??= Date.now();
  };
  // The promise autocannon returns is also its event emitter: say which errors, not only how many, so
  // a run that goes wrong tells refused (server gone) from reset, timeout or HTTP 5xx.
  const run = autocannon(options) as Promise<AutocannonResult> & EventEmitter;
  run.on('reqError', (e: Error & { code?: string }) => count(e.code ?? (/timed out/.test(e.message) ? 'timeout' : e.message)));
  run.on('response', (_client: unknown, status: number) => {
    if (status < 200 || status >= 300) count(`HTTP ${status}`);
  });
  const result = await run;
  const out: LoadResult = {
    requestsPerSec: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    non2xx: result.non2xx,
    timeouts: result.timeouts,
    errorKinds,
    ...(firstErrorAt ? { firstErrorAtSec: (firstErrorAt - started) / 1000 } : {}),
  };
  process.stdout.write(`${JSON.stringify(out)}\n`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
