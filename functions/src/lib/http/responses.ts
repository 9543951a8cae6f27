export type HttpResult = {
  status: number;
  body?: unknown;
  /** Sent as-is instead of JSON (CSV exports, audio). */
  text?: string;
  /** A JSON body serialized already (a kept catalogue read), sent as JSON without serializing it again. */
  json?: string;
  headers?: Record<string, string>;
};

export const ok = (body: unknown, headers?: Record<string, string>): HttpResult => ({ status: 200, body, headers });
export const okJson = (json: string, headers?: Record<string, string>): HttpResult => ({ status: 200, json, headers });
export const created = (body: unknown): HttpResult => ({ status: 201, body });
/** Taken on, done later (a campaign's send: the queue does the work). */
export const accepted = (body: unknown): HttpResult => ({ status: 202, body });
export const noContent = (): HttpResult => ({ status: 204 });

/** Catalogue reads may be cached briefly by browsers and CloudFront; everything else is no-store. */
export const PUBLIC_CACHE = { 'cache-control': 'public, max-age=0, s-maxage=30, stale-while-revalidate=60' };

export const SECURITY_HEADERS: Record<string, string> = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};
