import { createServer, request, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer };
type Kept = Answer & { storedAt: number; freshMs: number; staleMs: number };

/** What CloudFront compresses (its list, in short): text, scripts, JSON, XML and SVG. */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|ld\+json|manifest\+json)|image\/svg\+xml)/;

/**
 * An answer as CloudFront sends it to a browser that accepts compression (the behaviours' `compress: true`):
 * Brotli when the browser takes it, else gzip, for a compressible answer of 1,000 bytes or more the origin
 * did not compress itself.
 */
export function compressedFor(acceptEncoding: string | undefined, answer: Answer): Answer {
  const type = String(answer.headers['content-type'] ?? '');
  if (answer.headers['content-encoding'] || answer.body.length < 1000 || !COMPRESSIBLE.test(type)) return answer;
  const encoding = /\bbr\b/.test(acceptEncoding ?? '') ? 'br' : /\bgzip\b/.test(acceptEncoding ?? '') ? 'gzip' : undefined;
  if (!encoding) return answer;
  // A quick Brotli level, as a CDN compressing on the fly uses, not the slowest and smallest.
  const body = encoding === 'br' ? brotliCompressSync(answer.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(answer.body, { level: 6 });
  return { ...answer, body, headers: { ...answer.headers, 'content-encoding': encoding, vary: 'Accept-Encoding' } };
}

/** How long a shared cache may keep an answer, and serve it stale while refreshing it: `s-maxage` and `stale-while-revalidate`. */
export function sharedCacheLife(cacheControl: string | undefined): { freshMs: number; staleMs: number } | undefined {
  if (!cacheControl || /\b(private|no-store|no-cache)\b/.test(cacheControl)) return undefined;
  const seconds = (name: string) => Number(new RegExp(`\\b${name}=(\\d+)`).exec(cacheControl)?.[1] ?? 0);
  const freshMs = seconds('s-maxage') * 1000;
  return freshMs > 0 ? { freshMs, staleMs: seconds('stale-while-revalidate') * 1000 } : undefined;
}

/**
 * CloudFront as the bench sees it: a front door that keeps each GET answer the shop marks for shared
 * caches (`s-maxage`: the rendered pages for 5 minutes, the catalogue API for 30 seconds) by its address
 * with its query, answers from the copy while it is fresh, and while it is stale within
 * `stale-while-revalidate` answers from it and fetches a new one behind, as the distribution's cache
 * policies do (infra/lib/site-behaviors.ts); and compresses what it sends (`compressedFor`). Everything
 * else passes through to the shop.
 */
export async function startCachingFrontDoor(port: number, shopPort: number): Promise<Server & { hits: () => number }> {
  const kept = new Map<string, Kept>();
  let hits = 0;
  const fetchUpstream = (method: string, url: string, headers: IncomingHttpHeaders, body: Buffer): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const upstream = request({ host: '127.0.0.1', port: shopPort, path: url, method, headers: { ...headers, host: `127.0.0.1:${shopPort}` } }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (c: Buffer) => chunks.push(c));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 502, headers: answer.headers, body: Buffer.concat(chunks) }));
        answer.on('error', reject);
      });
      upstream.on('error', reject);
      upstream.end(body);
    });
  const keep = (url: string, a: Answer) => {
    const life = a.status === 200 ? sharedCacheLife(a.headers['cache-control']) : undefined;
    if (life && !a.headers['set-cookie']) kept.set(url, { ...a, ...life, storedAt: Date.now() });
  };
  const compressed = new WeakMap<Answer, Map<string, Answer>>();
  const send = (res: ServerResponse, acceptEncoding: string | undefined, answer: Answer, age?: number) => {
    // A kept copy is compressed once for each way browsers ask.
    const byEncoding = compressed.get(answer) ?? new Map<string, Answer>();
    compressed.set(answer, byEncoding);
    const a = byEncoding.get(acceptEncoding ?? '') ?? compressedFor(acceptEncoding, answer);
    byEncoding.set(acceptEncoding ?? '', a);
    const headers = { ...a.headers, 'content-length': String(a.body.length), ...(age === undefined ? {} : { age: String(age) }) };
    delete headers['transfer-encoding'];
    delete headers.connection;
    res.writeHead(a.status, headers);
    res.end(a.body);
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = req.url ?? '/';
      const method = req.method ?? 'GET';
      const copy = method === 'GET' ? kept.get(url) : undefined;
      const age = copy ? Date.now() - copy.storedAt : 0;
      if (copy && age <= copy.freshMs + copy.staleMs) {
        hits++;
        send(res, req.headers['accept-encoding'], copy, Math.floor(age / 1000));
        if (age > copy.freshMs && kept.get(url) === copy) {
          copy.storedAt = Date.now(); // one refresh at a time
          void fetchUpstream(method, url, req.headers, Buffer.alloc(0)).then((a) => keep(url, a), () => undefined);
        }
        return;
      }
      fetchUpstream(method, url, req.headers, Buffer.concat(chunks)).then(
        (a) => {
          if (method === 'GET') keep(url, a);
          send(res, req.headers['accept-encoding'], a);
        },
        () => {
          res.writeHead(502);
          res.end();
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return Object.assign(server, { hits: () => hits });
}
