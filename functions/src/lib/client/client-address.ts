import { isIPv4, isIPv6 } from 'node:net';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/** CloudFront adds this header (origin request policy) with the viewer's "ip:port"; viewers can't set it. */
export const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';
/** The bucket requests without a usable viewer address share: missing the header never escapes a limit. */
export const UNKNOWN_CLIENT = 'unknown-viewer';

/**
 * Where the client's address comes from: `cloudfront` in AWS when the API is reached through the
 * site's CloudFront distribution (its execute-api endpoint is disabled), `source-ip` locally (the
 * socket address) and when the API answers on its own host. A client-sent X-Forwarded-For is never read.
 */
export type ClientAddressSource = 'cloudfront' | 'source-ip';

export function clientAddressSource(env: NodeJS.ProcessEnv = process.env): ClientAddressSource {
  return env.CLIENT_ADDRESS_SOURCE === 'cloudfront' ? 'cloudfront' : 'source-ip';
}

/** "198.51.100.10:46532", "2001:db8::1:46532" or "[2001:db8::1]:46532" -> the address alone. */
export function parseViewerAddress(value: string | undefined): string | undefined {
  const text = value?.split(',')[0]?.trim();
  if (!text) return undefined;
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(text);
  if (bracketed) return isIPv6(bracketed[1]!) ? bracketed[1] : undefined;
  if (isIPv4(text) || isIPv6(text)) return text;
  const cut = text.lastIndexOf(':');
  if (cut <= 0 || !/^\d{1,5}$/.test(text.slice(cut + 1))) return undefined;
  const ip = text.slice(0, cut);
  return isIPv4(ip) || isIPv6(ip) ? ip : undefined;
}

function expandIPv6(ip: string): string[] {
  let text = ip.toLowerCase().split('%')[0]!;
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1]!.split('.').map(Number) as [number, number, number, number];
    text = text.slice(0, -v4[1]!.length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const middle = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...middle, ...right].map((g) => g.padStart(4, '0'));
}

/**
 * The key per-client limits count on. IPv4 addresses as they are; IPv6 by their /64 network, since
 * one household or phone is handed a whole /64 and can rotate through it at will.
 */
export function clientKey(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const groups = expandIPv6(ip);
  const mapped = groups.slice(0, 6).join(':') === '0000:0000:0000:0000:0000:ffff';
  if (mapped) return [parseInt(groups[6]!, 16) >> 8, parseInt(groups[6]!, 16) & 255, parseInt(groups[7]!, 16) >> 8, parseInt(groups[7]!, 16) & 255].join('.');
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/**
 * The one client identity every per-client limit uses. `fromFrontDoor`: the request came through the
 * front door that sets the viewer header (in AWS: it carried CloudFront's origin secret,
 * functions/src/lib/http/origin-guard.ts). Otherwise anyone could have written the header, so it is not
 * read and the request counts in the shared unknown bucket.
 */
export function clientAddress(event: APIGatewayProxyEventV2, source = clientAddressSource(), fromFrontDoor = true): string {
  if (source === 'cloudfront') {
    if (!fromFrontDoor) return UNKNOWN_CLIENT;
    const viewer = parseViewerAddress(event.headers?.[VIEWER_ADDRESS_HEADER]);
    return viewer ? clientKey(viewer) : UNKNOWN_CLIENT;
  }
  const ip = event.requestContext?.http?.sourceIp;
  return ip && (isIPv4(ip) || isIPv6(ip)) ? clientKey(ip) : UNKNOWN_CLIENT;
}
