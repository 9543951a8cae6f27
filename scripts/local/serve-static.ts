import { prerenderedFileFor } from '@crystal/shared/page-html';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import path from 'node:path';
import { createGzip } from 'node:zlib';
import { SITE_SECURITY_HEADERS } from '@crystal/shared/security-headers';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.woff2': 'font/woff2',
  '.wav': 'audio/wav',
  '.mp3': 'audio/mpeg',
  '.webmanifest': 'application/manifest+json',
};

async function fileAt(root: string, rel: string): Promise<string | undefined> {
  const file = path.resolve(root, '.' + path.posix.normalize('/' + rel));
  if (file !== root && !file.startsWith(root + path.sep)) return undefined;
  try {
    const s = await stat(file);
    return s.isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

/** Text types are sent gzipped when the browser accepts it, as CloudFront does in production. */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt', '.xml', '.webmanifest']);

/** Whether a request's Accept-Encoding allows gzip. */
export const acceptsGzip = (headers: IncomingHttpHeaders | undefined) =>
  /\bgzip\b/.test(String(headers?.['accept-encoding'] ?? ''));

function send(res: ServerResponse, file: string, cache: string, method: string, status = 200): void {
  const gzip = COMPRESSIBLE.has(path.extname(file)) && acceptsGzip(res.req?.headers);
  res.writeHead(status, {
    ...SITE_SECURITY_HEADERS,
    'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'cache-control': cache,
    vary: 'accept-encoding',
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
  });
  if (method === 'HEAD') return void res.end();
  const stream = createReadStream(file);
  if (gzip) stream.pipe(createGzip()).pipe(res);
  else stream.pipe(res);
}

/**
 * Serves the SPA build under the base path the way CloudFront does: hashed assets cached for a year,
 * index.html never cached, the information pages from their prerendered HTML, and other deep links
 * answered by index.html (the French site's by fr/index.html).
 */
export async function serveSpa(root: string, rel: string, method: string, res: ServerResponse): Promise<void> {
  // Source maps stay private, as in production (the site deployment leaves them out).
  const file = rel && !rel.endsWith('/') && !rel.endsWith('.map') ? await fileAt(root, rel) : undefined;
  if (file) {
    const hashed = rel.startsWith('assets/');
    return send(res, file, hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=300', method);
  }
  if (/\.[a-z0-9]{2,5}$/i.test(rel) && !rel.endsWith('.html')) {
    res.writeHead(404, { ...SITE_SECURITY_HEADERS, 'content-type': 'text/plain' });
    return void res.end('Not found');
  }
  // An information page prerendered at build (shared/src/page-html.ts), as at the edge.
  const prerendered = prerenderedFileFor(rel);
  const page = prerendered ? await fileAt(root, prerendered) : undefined;
  if (page) return send(res, page, 'no-cache', method);
  // The French site (`fr`, `fr/...`) starts from its own index.html (lang fr-CA, French title), as at the edge.
  const french = rel === 'fr' || rel.startsWith('fr/') ? await fileAt(root, 'fr/index.html') : undefined;
  const index = french ?? (await fileAt(root, 'index.html'));
  if (!index) {
    res.writeHead(503, { 'content-type': 'text/plain' });
    return void res.end('The web app is not built: run npm run build:web');
  }
  send(res, index, 'no-cache', method);
}

/** Serves stored media (product images, generated AI media) from the local media folder. */
export async function serveMedia(root: string, rel: string, method: string, res: ServerResponse): Promise<void> {
  const file = await fileAt(root, rel);
  if (!file) {
    res.writeHead(404, { ...SITE_SECURITY_HEADERS, 'content-type': 'text/plain' });
    return void res.end('Not found');
  }
  // The pipeline's variants never change under their URL (a new upload gets a new id): cache for good.
  send(res, file, rel.startsWith('img/') ? 'public, max-age=31536000, immutable' : 'public, max-age=86400', method);
}
