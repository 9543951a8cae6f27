/** One error type with kinds; one place maps kinds to HTTP statuses (see http/map-error.ts). */
export type ErrorKind =
  | 'INVALID_DATA'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'METHOD_NOT_ALLOWED'
  | 'CONFLICT'
  | 'GONE'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'UNPROCESSABLE'
  | 'TOO_MANY_REQUESTS'
  | 'UNAVAILABLE';

/** A setting that is missing or malformed: thrown at cold start (or a route module's first load), never mapped to a 4xx. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export type Issue = { path: string; message: string };

export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly issues?: Issue[],
    readonly headers?: Record<string, string>,
    /** What the client needs to recover, sent beside the message (e.g. today's stock on a stale save). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
export const invalid = (message: string, issues?: Issue[]) => new AppError('INVALID_DATA', message, issues);
export const conflict = (message: string) => new AppError('CONFLICT', message);
/** A link that was valid once and has been voided (an edited or cancelled quote's): 410. */
export const gone = (message: string) => new AppError('GONE', message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError('TOO_MANY_REQUESTS', message, undefined, { 'retry-after': String(retryAfterSeconds) });
