import { describe, expect, it } from 'vitest';
import { enforceRateLimit } from './rate-limit';
import { AppError } from './errors';

describe('rate limit (DynamoDB Local)', () => {
  it('allows the limit within a window, refuses the next with 429 and Retry-After, and resets next window', async () => {
    const rule = { scope: 'test', limit: 3, windowSeconds: 60 };
    const t0 = Date.parse('2026-11-22T10:00:05Z');
    for (let i = 0; i < 3; i++) await enforceRateLimit(rule, 'session-a', t0);
    const err = await enforceRateLimit(rule, 'session-a', t0).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).kind).toBe('TOO_MANY_REQUESTS');
    expect((err as AppError).headers?.['retry-after']).toBe('55');
    await expect(enforceRateLimit(rule, 'session-b', t0)).resolves.toBeUndefined();
    await expect(enforceRateLimit(rule, 'session-a', t0 + 60_000)).resolves.toBeUndefined();
  });
});
