/**
 * Child process that fires the load, so the generator never shares an event loop with the server it
 * measures. Reads a LoadSpec (JSON) from argv, prints a LoadResult (JSON) on the last stdout line.
 */
import { randomUUID } from 'node:crypto';
import autocannon, { type AutocannonRequest } from 'autocannon';
import type { LoadResult, LoadSpec } from './load';

async function main() {
  const spec = JSON.parse(process.argv[2] ?? '{}') as LoadSpec;
  const request: AutocannonRequest = {
    method: spec.method,
    path: spec.path,
    headers: spec.headers,
    body: spec.body,
    // A fresh shopper per request: a new x-session-id, so one cart never hits the stock limit.
    ...(spec.freshSession
      ? { setupRequest: (req: AutocannonRequest) => ({ ...req, headers: { ...req.headers, 'x-session-id': randomUUID() } }) }
      : {}),
  };
  const result = await autocannon({
    url: spec.origin,
    connections: spec.connections,
    duration: spec.duration,
    overallRate: spec.rate,
    timeout: 10,
    requests: [request],
  });
  const out: LoadResult = {
    requestsPerSec: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    non2xx: result.non2xx,
    timeouts: result.timeouts,
  };
  process.stdout.write(`${JSON.stringify(out)}\n`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
