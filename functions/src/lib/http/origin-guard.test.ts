import { describe, expect, it, vi } from 'vitest';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ORIGIN_SECRET_HEADER } from '@crystal/shared/origin-secret';
import { AppError } from '../errors';
import { matchesSecret, ORIGIN_SECRET_GRACE_MS, ORIGIN_SECRET_MAX_AGE_MS, originGuard, secretsManagerSource } from './origin-guard';

const event = (headers: Record<string, string>) => ({ headers }) as unknown as APIGatewayProxyEventV2;

describe('matchesSecret', () => {
  it('accepts the current or the previous value and nothing else', () => {
    expect(matchesSecret('s3cret-current', ['s3cret-current', 's3cret-old'])).toBe(true);
    expect(matchesSecret('s3cret-old', ['s3cret-current', 's3cret-old'])).toBe(true);
    for (const bad of [undefined, '', 's3cret-curren', 's3cret-current ', 'S3CRET-CURRENT']) {
      expect(matchesSecret(bad, ['s3cret-current', 's3cret-old'])).toBe(false);
    }
    expect(matchesSecret('', [''])).toBe(false);
  });
});

describe('originGuard', () => {
  it('without a secret configured checks nothing (locally the local server is the front door)', async () => {
    const guard = originGuard(undefined);
    expect(guard.enforced).toBe(false);
    await expect(guard.check(event({}))).resolves.toBe(false);
  });

  it('refuses a request without the header, or with a wrong value, as 403 FORBIDDEN', async () => {
    const guard = originGuard(async () => ['right-value']);
    const cases: Record<string, string>[] = [{}, { [ORIGIN_SECRET_HEADER]: 'wrong' }, { 'x-other': 'right-value' }];
    for (const headers of cases) {
      const error = await guard.check(event(headers)).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).kind).toBe('FORBIDDEN');
    }
    await expect(guard.check(event({ [ORIGIN_SECRET_HEADER]: 'right-value' }))).resolves.toBe(true);
  });

  it('reads the secret at cold start, once, and again after its maximum age (a rotation reaches warm containers)', async () => {
    let clock = 0;
    const values = ['first'];
    const source = vi.fn(async () => [...values]);
    const guard = originGuard(source, () => clock);
    expect(source).toHaveBeenCalledTimes(1);
    await guard.check(event({ [ORIGIN_SECRET_HEADER]: 'first' }));
    await guard.check(event({ [ORIGIN_SECRET_HEADER]: 'first' }));
    expect(source).toHaveBeenCalledTimes(1);
    values.unshift('second');
    clock += ORIGIN_SECRET_MAX_AGE_MS + 1;
    await expect(guard.check(event({ [ORIGIN_SECRET_HEADER]: 'second' }))).resolves.toBe(true);
    await expect(guard.check(event({ [ORIGIN_SECRET_HEADER]: 'first' }))).resolves.toBe(true);
    expect(source).toHaveBeenCalledTimes(2);
  });

  it('refuses everything while the secret cannot be read, and reads it again on the next request', async () => {
    let fail = true;
    const guard = originGuard(async () => {
      if (fail) throw new Error('AccessDeniedException');
      return ['ok'];
    });
    await expect(guard.check(event({ [ORIGIN_SECRET_HEADER]: 'ok' }))).rejects.toBeInstanceOf(AppError);
    fail = false;
    await expect(guard.check(event({ [ORIGIN_SECRET_HEADER]: 'ok' }))).resolves.toBe(true);
  });
});

describe('secretsManagerSource: the previous value only for a grace period after a rotation (issue 44)', () => {
  it('accepts AWSPREVIOUS within ORIGIN_SECRET_GRACE_MS of the current version, and never after', async () => {
    const { GetSecretValueCommand } = await import('@aws-sdk/client-secrets-manager');
    const { mockClient } = await import('aws-sdk-client-mock');
    const { SecretsManagerClient } = await import('@aws-sdk/client-secrets-manager');
    const sm = mockClient(SecretsManagerClient);
    const rotatedAt = Date.parse('2026-11-28T10:00:00Z');
    sm.on(GetSecretValueCommand, { VersionStage: 'AWSCURRENT' }).resolves({ SecretString: 'new', CreatedDate: new Date(rotatedAt) });
    sm.on(GetSecretValueCommand, { VersionStage: 'AWSPREVIOUS' }).resolves({ SecretString: 'old', CreatedDate: new Date(rotatedAt - 86_400_000) });
    const client = new SecretsManagerClient({ region: 'ca-central-1' });
    const at = (ms: number) => secretsManagerSource('arn:secret', () => rotatedAt + ms, client)();
    expect(await at(60_000)).toEqual(['new', 'old']);
    expect(await at(ORIGIN_SECRET_GRACE_MS - 1)).toEqual(['new', 'old']);
    expect(await at(ORIGIN_SECRET_GRACE_MS)).toEqual(['new']);
    expect(await at(30 * 86_400_000)).toEqual(['new']);
    sm.restore();
  });
});
