import type { IncomingHttpHeaders } from 'node:http';
import { gzipSync } from 'node:zlib';
import { acceptsGzip } from './serve-static';

/** CloudFront compresses responses of 1,000 bytes to 10 MB whose type is compressible. */
const MIN_BYTES = 1000;
const COMPRESSIBLE = /^(application\/json|text\/)/;

/**
 * In production CloudFront gzips the API's JSON on its way to the browser (the /api/* behaviour has
 * compress on and Accept-Encoding in its cache key); the local front door does the same, so a phone's
 * payload and the Lighthouse figures match what production serves.
 */
export function compressApiBody(
  requestHeaders: IncomingHttpHeaders,
  headers: Record<string, string>,
  body: Buffer,
): { headers: Record<string, string>; body: Buffer } {
  const type = headers['content-type'] ?? '';
  if (
    !acceptsGzip(requestHeaders) ||
    headers['content-encoding'] ||
    body.length < MIN_BYTES ||
    !COMPRESSIBLE.test(type)
  ) {
    return { headers, body };
  }
  return {
    headers: { ...headers, 'content-encoding': 'gzip', vary: 'accept-encoding' },
    body: gzipSync(body),
  };
}
