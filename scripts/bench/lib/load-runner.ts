/**
 * Child process that fires the load, so the generator never shares an event loop with the server it
 * measures. Reads a LoadSpec (JSON) from argv, prints a LoadResult (JSON) on the last stdout line.
 */
import { randomUUID } from 'node:crypto';
import autocannon, { type AutocannonRequest } from 'autocannon';
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
  const result = await autocannon({
    url: spec.origin,
    connections: spec.connections,
    duration: spec.duration,
    overallRate: spec.rate,
    timeout: 10,
    requests: (spec.mix ?? [spec]).map(toAutocannon),
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
