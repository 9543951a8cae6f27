import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a stand-in received, its body read whole. */
export type SeenRequest = { method: string; url: string; headers: IncomingMessage['headers']; body: string };

export type StandIn = { endpoint: string; seen: SeenRequest[]; close(): Promise<void> };

/**
 * A stand-in for an AWS service (Bedrock Runtime, Polly) over plain HTTP on a free local port, for the real
 * SDK to speak to: each request is recorded in `seen`, then `answer` writes its response.
 */
export async function startStandIn(answer: (request: SeenRequest, res: ServerResponse) => void): Promise<StandIn> {
  const seen: SeenRequest[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const request = { method: req.method!, url: req.url!, headers: req.headers, body };
      seen.push(request);
      answer(request, res);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
