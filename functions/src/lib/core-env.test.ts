import * as z from '@crystal/shared/zod';
import { describe, expect, it } from 'vitest';
import { readCoreEnv } from './core-env';
import { readEnv } from './env';

/** The zod shape the core settings were read with; the hand-written check must agree with it. */
const zodShape = {
  TABLE_NAME: z.string().check(z.minLength(3)),
  DYNAMODB_ENDPOINT: z.optional(z.string().check(z.url())),
  AWS_REGION: z._default(z.string(), 'ca-central-1'),
};

const outcome = (read: () => unknown) => {
  try {
    return { value: read() };
  } catch (error) {
    return { error: (error as Error).message, name: (error as Error).name };
  }
};

describe('the core settings', () => {
  const sources: NodeJS.ProcessEnv[] = [
    { TABLE_NAME: 'crystal-shop' },
    { TABLE_NAME: 'crystal-shop', AWS_REGION: 'us-east-1', OTHER: 'ignored' },
    { TABLE_NAME: 'crystal-shop', DYNAMODB_ENDPOINT: 'http://127.0.0.1:8000' },
    { TABLE_NAME: 'crystal-shop', DYNAMODB_ENDPOINT: '  http://localhost:8000/\n' },
    { TABLE_NAME: 'crystal-shop', DYNAMODB_ENDPOINT: 'not a url' },
    { TABLE_NAME: 'crystal-shop', DYNAMODB_ENDPOINT: '' },
    { TABLE_NAME: 'ab' },
    { TABLE_NAME: '' },
    {},
    { DYNAMODB_ENDPOINT: 'nope' },
  ];

  it.each(sources.map((s) => [JSON.stringify(s), s] as const))('reads %s as the zod shape did', (_label, source) => {
    expect(outcome(() => readCoreEnv(source))).toEqual(outcome(() => readEnv(zodShape, source)));
  });

  it('fails at load with every bad key named', () => {
    expect(() => readCoreEnv({ TABLE_NAME: 'ab', DYNAMODB_ENDPOINT: 'nope' })).toThrow(
      'Invalid configuration: TABLE_NAME: Too small: expected string to have >=3 characters; DYNAMODB_ENDPOINT: Invalid URL',
    );
  });
});
