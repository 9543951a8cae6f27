import { existsSync, readFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import path from 'node:path';

/**
 * The shop as it was served before its pages arrived as HTML (issue 34): a front door that answers every
 * page (an extension-less path under the base) with the app's shell, index.html, or fr/index.html on the
 * French site, as the SPA rewrite did, and passes everything else (the API, media, the build's files) to
 * the running shop. The same build and data as the shop beside it, so the two are compared on rendering
 * alone: the client-rendered baseline of `npm run bench:web`.
 */
export async function startClientRenderedDoor(port: number, shopPort: number, webDist: string, basePath: string): Promise<Server> {
  const shell = (file: string) => readFileSync(path.join(webDist, file));
  if (!existsSync(path.join(webDist, 'index.html'))) throw new Error(`${webDist}/index.html is missing`);
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const rest = url.pathname.startsWith(basePath) ? url.pathname.slice(basePath.length) : undefined;
    const last = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
    if (req.method === 'GET' && rest !== undefined && !last.includes('.')) {
      const french = rest === 'fr' || rest.startsWith('fr/');
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
      return void res.end(shell(french ? 'fr/index.html' : 'index.html'));
    }
    const upstream = request({ host: '127.0.0.1', port: shopPort, path: req.url, method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}
