import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ROOT } from './report';

export type ChildRuntime = {
  origin: string;
  pid: number;
  /**
   * SIGKILL to the runtime's whole process group: node (with tsx's esbuild helper) and, when the runtime
   * started its own DynamoDB Local, that java child too. A DynamoDB given as `dynamoEndpoint` is not in
   * the group and keeps running.
   */
  kill: () => Promise<void>;
  /** Ctrl-C-like stop: SIGTERM to the runtime, which stops its own DynamoDB Local (never an attached one). */
  stop: () => Promise<void>;
  /** undefined while the runtime runs; 'exited with <code or signal>' once it is gone. */
  gone: () => string | undefined;
  /** The runtime's last 8000 characters of stdout and stderr. */
  log: () => string;
  /** Resident memory of the runtime (node) and of its java child (0 when attached), in MB. */
  rss: () => { nodeMb: number; javaMb: number };
};

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

function rssMb(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** True when something on this machine accepts connections on the port. */
export const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const sock = net.connect(port, '127.0.0.1', () => {
      sock.destroy();
      resolve(true);
    });
    sock.on('error', () => resolve(false));
  });

async function waitReady(origin: string, child: ChildProcess, listening: () => boolean, log: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`runtime exited with ${child.exitCode}:\n${log()}`);
    // Only once OUR child says its server listens: an answer before that comes from someone else.
    if (!listening()) {
      await new Promise((r) => setTimeout(r, 100));
      continue;
    }
    try {
      const res = await fetch(`${origin}/api/categories`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`runtime not ready within ${timeoutMs} ms:\n${log()}`);
}

/**
 * `tsx scripts/local/start.ts --port <p> --data-dir <dir>` as a detached child (its own process group,
 * so one signal reaches DynamoDB Local's java too), persisting DynamoDB under the data dir; with
 * `dynamoEndpoint` it attaches to that DynamoDB instead of starting one (`--dynamodb-endpoint`).
 */
export async function startChildRuntime(
  port: number,
  dataDir: string,
  opts: { inMemory?: boolean; dynamoEndpoint?: string; timeoutMs?: number } = {},
): Promise<ChildRuntime> {
  const timeoutMs = opts.timeoutMs ?? 180_000;
  // Runtimes are detached (Ctrl-C on a bench does not reach them) and benches have fixed ports, so a
  // runtime left by an interrupted bench, or another engineer's bench on this shared machine, can hold
  // the port. Readiness used to be "something on the port answers /api/categories": ours would die on
  // EADDRINUSE unnoticed, the bench would measure the stranger, and once the stranger stopped every
  // request would fail with ECONNREFUSED (a soak collapsing into connection errors mid-run). So: refuse
  // a busy port up front, and count as ready only after our own child printed that its server listens.
  if (await answers(port)) {
    throw new Error(`port ${port} is already in use (a runtime left over from an earlier bench? see: ss -ltnp 'sport = :${port}')`);
  }
  const args = [
    '--port',
    String(port),
    '--data-dir',
    dataDir,
    ...(opts.inMemory ? ['--in-memory'] : []),
    ...(opts.dynamoEndpoint ? ['--dynamodb-endpoint', opts.dynamoEndpoint] : []),
  ];
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/local/start.ts'), ...args], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, POWERTOOLS_LOG_LEVEL: 'ERROR' },
  });
  let output = '';
  let listening = false;
  const keep = (d: Buffer) => {
    output = (output + String(d)).slice(-8000);
    // start.ts prints this once server.listen() succeeded.
    if (!listening && output.includes('Crystal shop running')) listening = true;
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const origin = `http://127.0.0.1:${port}`;
  const pid = child.pid!;
  const killGroup = async () => {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
    await exited(child);
  };
  try {
    await waitReady(origin, child, () => listening, () => output, timeoutMs);
  } catch (e) {
    await killGroup();
    throw e;
  }
  return {
    origin,
    pid,
    kill: killGroup,
    stop: async () => {
      child.kill('SIGTERM');
      const timer = setTimeout(() => void killGroup(), 15_000);
      await exited(child);
      clearTimeout(timer);
      // A runtime that dies of the SIGTERM without running its handler (e.g. one still starting) leaves
      // its DynamoDB Local java behind, orphaned, in the group: sweep the group so no bench leaves one.
      await killGroup();
    },
    gone: () => (child.exitCode !== null || child.signalCode !== null ? `exited with ${child.exitCode ?? child.signalCode}` : undefined),
    log: () => output,
    rss: () => ({ nodeMb: rssMb(pid), javaMb: childrenOf(pid).reduce((s, c) => s + rssMb(c), 0) }),
  };
}
