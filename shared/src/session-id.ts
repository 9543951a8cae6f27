/**
 * The pattern `z.uuid()` checks (zod's `regexes.uuid()`): any RFC 9562 UUID, and the nil and max ones.
 * Written here rather than imported so that the functions' cold start loads no zod before a route needs
 * it; session-id.test.ts holds it to z.uuid().
 */
export const SESSION_ID_PATTERN =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

/** Whether a value is a session id (`x-session-id`: a UUID), read exactly as `z.uuid()` would. */
export const isSessionId = (value: unknown): value is string => typeof value === 'string' && SESSION_ID_PATTERN.test(value);
