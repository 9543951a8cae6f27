import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type * as z from '@crystal/shared/zod';
import { AppError, type ErrorKind } from '../errors';
import { SECURITY_HEADERS } from './responses';
import { logger } from '../logger';

const STATUS: Record<ErrorKind, number> = {
  INVALID_DATA: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
  UNAVAILABLE: 503,
};

/**
 * A zod error thrown from a parse inside a service (zod/mini names it `$ZodError`), known by its name and
 * issues rather than by `instanceof`: importing zod's class here would load zod at every cold start,
 * before any route needs it.
 */
const isZodError = (error: unknown): error is z.core.$ZodError =>
  error instanceof Error && error.name === '$ZodError' && Array.isArray((error as { issues?: unknown }).issues);

export function zodIssues(error: z.core.$ZodError) {
  return error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
}

/** The one place where errors become HTTP responses: `{ error, issues? }` JSON. */
export function mapError(error: unknown): APIGatewayProxyStructuredResultV2 {
  let status = 500;
  let body: { error: string; issues?: { path: string; message: string }[]; [detail: string]: unknown } = {
    error: 'Something went wrong on our side. Please try again.',
  };
  let headers: Record<string, string> = {};
  if (error instanceof AppError) {
    status = STATUS[error.kind];
    body = { ...error.details, error: error.message, ...(error.issues ? { issues: error.issues } : {}) };
    headers = error.headers ?? {};
  } else if (isZodError(error)) {
    status = 400;
    body = { error: 'Invalid request', issues: zodIssues(error) };
  } else {
    logger.error('Unhandled error', error as Error);
  }
  return {
    statusCode: status,
    headers: { ...SECURITY_HEADERS, 'content-type': 'application/json', 'cache-control': 'no-store', ...headers },
    body: JSON.stringify(body),
  };
}
