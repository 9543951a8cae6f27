import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { readLocalConfig } from '../../local/local-config';
import { startLocalShop, type RunningShop } from '../../local/start-local';

/** The local runtime in this process, in-memory DynamoDB, on its own port and data folder. */
export async function startBenchShop(port: number, opts: { webDist?: string } = {}): Promise<RunningShop & { dispose: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'crystal-bench-'));
  const argv = ['--port', String(port), '--data-dir', dataDir, '--in-memory'];
  const config = readLocalConfig(argv, { ...process.env, ...(opts.webDist ? { WEB_DIST: opts.webDist } : {}) });
  const shop = await startLocalShop(config);
  return {
    ...shop,
    dispose: async () => {
      await shop.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type CannedResponse = { status: number; headers: Record<string, string>; body: Buffer };

const HOP_BY_HOP = new Set(['content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding']);

/** Fetches a response once and keeps its status, headers and exact body bytes. */
export async function capture(url: string, init: RequestInit): Promise<CannedResponse> {
  const res = await fetch(url, init);
  const headers: Record<string, string> = {};
  res.headers.forEach((v, k) => {
    if (!HOP_BY_HOP.has(k)) headers[k] = v;
  });
  return { status: res.status, headers, body: Buffer.from(await res.arrayBuffer()) };
}

/** The physical baseline: a bare node:http server answering `METHOD path` with canned bytes. */
export async function startBaseline(port: number, canned: Map<string, CannedResponse>): Promise<Server> {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const hit = canned.get(`${req.method} ${req.url}`);
      if (!hit) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(hit.status, { ...hit.headers, 'content-length': String(hit.body.length) });
      res.end(hit.body);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return server;
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
