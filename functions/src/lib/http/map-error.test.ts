import * as z from '@crystal/shared/zod';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { mapError } from './map-error';

const bodyOf = (r: ReturnType<typeof mapError>) => JSON.parse(r.body as string) as { error: string; issues?: { path: string; message: string }[] };

describe('mapError', () => {
  it('answers a zod error thrown by a service with a 400 and its issues', () => {
    const thrown = (() => {
      try {
        z.object({ quantity: z.number().check(z.int()) }).parse({ quantity: 1.5 });
      } catch (e) {
        return e;
      }
    })();
    const res = mapError(thrown);
    expect(res.statusCode).toBe(400);
    expect(bodyOf(res)).toEqual({ error: 'Invalid request', issues: [{ path: 'quantity', message: expect.any(String) }] });
  });

  it('maps an AppError to its kind with its issues and headers', () => {
    const res = mapError(new AppError('TOO_MANY_REQUESTS', 'Slow down', undefined, { 'retry-after': '30' }));
    expect(res.statusCode).toBe(429);
    expect(res.headers?.['retry-after']).toBe('30');
    expect(bodyOf(res)).toEqual({ error: 'Slow down' });
  });

  it('answers anything else with a 500 that says nothing of the cause', () => {
    const named = Object.assign(new Error('secret detail'), { name: '$ZodError' }); // a name alone is not a zod error
    for (const error of [new Error('secret detail'), named, 'text']) {
      const res = mapError(error);
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toContain('secret');
    }
  });
});
