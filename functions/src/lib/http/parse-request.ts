import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type * as z from '@crystal/shared/zod';
import { LIMITS } from '@crystal/shared/constants/limits';
import { SESSION_HEADER } from '@crystal/shared/constants/session';
import { isSessionId } from '@crystal/shared/session-id';
import { ADMIN_GROUP } from '@crystal/shared/schemas/admin';
import type { RouteDef } from '@crystal/shared/routes/route-types';
import { AppError } from '../errors';
import { zodIssues } from './map-error';

export function rawBody(event: APIGatewayProxyEventV2): string | undefined {
  if (event.body === undefined || event.body === null) return undefined;
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
}

export function assertBodySize(event: APIGatewayProxyEventV2): void {
  const body = event.body ?? '';
  const bytes = event.isBase64Encoded ? Math.floor((body.length * 3) / 4) : Buffer.byteLength(body);
  if (bytes > LIMITS.maxBodyBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', `Request body must be ${LIMITS.maxBodyBytes / 1024} KB or smaller`);
  }
}

export function readSession(event: APIGatewayProxyEventV2, route: RouteDef): string | undefined {
  const header = event.headers?.[SESSION_HEADER];
  if (!route.session) return isSessionId(header) ? header : undefined;
  if (!isSessionId(header)) {
    throw new AppError('INVALID_DATA', `A valid ${SESSION_HEADER} header (a UUID) is required`, [
      { path: `headers.${SESSION_HEADER}`, message: 'Must be a UUID' },
    ]);
  }
  return header.toLowerCase();
}

export type AdminIdentity = { sub: string; email?: string; groups: string[] };

/**
 * The `cognito:groups` claim as it really comes: a list, a JSON list (`["admin"]`), or API Gateway's
 * "[a b]" form of an array claim, space-separated. A group name may hold a comma (Cognito allows it), so
 * commas never split: "admin,editors" is one group, not the admin group.
 */
export function cognitoGroups(raw: unknown): string[] {
  if (Array.isArray(raw)) return raw.map(String);
  if (typeof raw !== 'string') return [];
  if (raw.startsWith('["')) {
    try {
      const list = JSON.parse(raw) as unknown;
      if (Array.isArray(list)) return list.map(String);
    } catch {
      // not JSON: read it as the space form below
    }
  }
  return raw.replace(/^\[|\]$/g, '').split(/\s+/).filter(Boolean);
}

/** API Gateway's JWT authorizer has verified the token; here we require the admin group. */
export function readAdmin(event: APIGatewayProxyEventV2): AdminIdentity {
  const ctx = event.requestContext as APIGatewayProxyEventV2['requestContext'] & {
    authorizer?: { jwt?: { claims?: Record<string, unknown> } };
  };
  const claims = ctx.authorizer?.jwt?.claims;
  if (!claims || typeof claims.sub !== 'string') throw new AppError('UNAUTHORIZED', 'Sign-in required');
  const groups = cognitoGroups(claims['cognito:groups']);
  if (!groups.includes(ADMIN_GROUP)) throw new AppError('FORBIDDEN', 'This account is not an administrator');
  return { sub: claims.sub, email: typeof claims.email === 'string' ? claims.email : undefined, groups };
}

export function parseJsonBody(event: APIGatewayProxyEventV2): unknown {
  const text = rawBody(event);
  if (text === undefined || text === '') return undefined;
  const type = event.headers?.['content-type'] ?? '';
  if (!/^application\/json\b/i.test(type)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Content-Type must be application/json');
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('INVALID_DATA', 'Request body is not valid JSON');
  }
}

export function validate<S extends z.ZodMiniType>(schema: S, value: unknown, where: string): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new AppError(
      'INVALID_DATA',
      `Invalid ${where}`,
      zodIssues(result.error).map((i) => ({ ...i, path: i.path || where })),
    );
  }
  return result.data;
}
