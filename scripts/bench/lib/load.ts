import { spawn } from 'node:child_process';
import path from 'node:path';

export type LoadRequest = {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Give every request its own new x-session-id. */
  freshSession?: boolean;
};

export type LoadSpec = LoadRequest & {
  origin: string;
  /** A cycle of requests each connection walks through instead of the single one above. */
  mix?: LoadRequest[];
  connections: number;
  /** Seconds. */
  duration: number;
  /** Requests per second over all connections (steady rate); unset = as fast as possible. */
  rate?: number;
};

/** errors = connection errors (timeouts included) + non-2xx answers. Latencies in ms. */
export type LoadResult = {
  requestsPerSec: number;
  total: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  timeouts: number;
  /** What the errors were: socket error codes (ECONNREFUSED, ECONNRESET...), 'timeout', 'HTTP <status>'. */
  errorKinds?: Record<string, number>;
  /** Seconds from the start of the run to the first error, when there was one. */
  firstErrorAtSec?: number;
};

const RUNNER = path.join(import.meta.dirname, 'load-runner.ts');

/** Runs autocannon in a child process (its own event loop and core) and returns its summary. */
export function runLoad(spec: LoadSpec): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', RUNNER, JSON.stringify(spec)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += String(d)));
    child.on('error', reject);
    child.on('exit', (code) => {
      const last = out.trim().split('\n').pop() ?? '';
      if (code !== 0) return reject(new Error(`load runner exited with ${code}: ${out}`));
      try {
        resolve(JSON.parse(last) as LoadResult);
      } catch {
        reject(new Error(`load runner printed no result: ${out}`));
      }
    });
  });
}

/**
 * Several runs of one load as one result: throughput over all of them, p50 and p99 as the runs' mean,
 * error counts summed. Used to measure servers in rotating order (bench:api), so none always runs first
 * (onto a colder DynamoDB Local and JIT) nor always last.
 */
export function combineRuns(runs: LoadResult[]): LoadResult {
  if (runs.length === 0) throw new Error('combineRuns needs at least one run');
  const sum = (f: (r: LoadResult) => number) => runs.reduce((s, r) => s + f(r), 0);
  const errorKinds: Record<string, number> = {};
  for (const r of runs) for (const [k, n] of Object.entries(r.errorKinds ?? {})) errorKinds[k] = (errorKinds[k] ?? 0) + n;
  const firstError = runs.find((r) => r.firstErrorAtSec !== undefined)?.firstErrorAtSec;
  return {
    requestsPerSec: sum((r) => r.requestsPerSec) / runs.length,
    total: sum((r) => r.total),
    p50: sum((r) => r.p50) / runs.length,
    p99: sum((r) => r.p99) / runs.length,
    errors: sum((r) => r.errors),
    non2xx: sum((r) => r.non2xx),
    timeouts: sum((r) => r.timeouts),
    errorKinds,
    ...(firstError !== undefined ? { firstErrorAtSec: firstError } : {}),
  };
}

/** `items` started at round % length (round 0: a, b, c; round 1: b, c, a...): who runs first changes every round. */
export function rotated<T>(items: readonly T[], round: number): T[] {
  const k = items.length ? round % items.length : 0;
  return [...items.slice(k), ...items.slice(0, k)];
}
