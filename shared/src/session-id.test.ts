import { randomUUID } from 'node:crypto';
import * as z from './zod';
import { describe, expect, it } from 'vitest';
import { isSessionId, SESSION_ID_PATTERN } from './session-id';

describe('isSessionId', () => {
  const schema = z.uuid();
  const samples: unknown[] = [
    randomUUID(),
    randomUUID().toUpperCase(),
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    '123e4567-e89b-12d3-a456-426614174000',
    '123e4567-e89b-02d3-a456-426614174000', // version 0
    '123e4567-e89b-12d3-c456-426614174000', // variant c
    '123e4567e89b12d3a456426614174000',
    ` ${randomUUID()}`,
    `${randomUUID()}\n`,
    '',
    'not-a-uuid',
    42,
    null,
    undefined,
    { id: randomUUID() },
  ];

  it.each(samples.map((s) => [s]))('reads %j as z.uuid() does', (sample) => {
    expect(isSessionId(sample)).toBe(schema.safeParse(sample).success);
  });

  it("is zod's own pattern, so a zod upgrade that changes it fails here", () => {
    expect(SESSION_ID_PATTERN.source).toBe(z.regexes.uuid().source);
    expect(SESSION_ID_PATTERN.flags).toBe(z.regexes.uuid().flags);
  });

  it('accepts a random UUID and refuses a near miss', () => {
    expect(isSessionId(randomUUID())).toBe(true);
    expect(isSessionId(randomUUID().slice(1))).toBe(false);
  });
});
