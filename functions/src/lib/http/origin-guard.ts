import { createHash, timingSafeEqual } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ORIGIN_SECRET_HEADER, ORIGIN_SECRET_SETTING } from '@crystal/shared/origin-secret';
import { AppError } from '../errors';
import { logger } from '../logger';

/** The values a request may carry: the secret's current version and, for a grace period after a rotation, the previous one. */
export type OriginSecretSource = () => Promise<readonly string[]>;

/** How long a container keeps the secret's values before it reads them again (a rotation reaches it within this). */
export const ORIGIN_SECRET_MAX_AGE_MS = 5 * 60_000;

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** Compared in constant time: both sides are hashed to one length first, and every accepted value is compared. */
export function matchesSecret(sent: string | undefined, accepted: readonly string[]): boolean {
  if (!sent) return false;
  const given = digest(sent);
  let match = false;
  for (const value of accepted) {
    if (value && timingSafeEqual(given, digest(value))) match = true;
  }
  return match;
}

/**
 * How long after a rotation the previous value is still accepted: the day between putting a new value and
 * the deploy that makes CloudFront send it (docs/deploying.md), and no longer, so a value that leaked before
 * a rotation stops working.
 */
export const ORIGIN_SECRET_GRACE_MS = 24 * 60 * 60_000;

/**
 * The secret from Secrets Manager: AWSCURRENT and, for the grace period after the rotation that made it
 * current (its version's CreatedDate), AWSPREVIOUS. `client` is Secrets Manager's (tests hand in a mock).
 */
export function secretsManagerSource(
  secretId: string,
  now = () => Date.now(),
  client?: { send(command: unknown): Promise<{ SecretString?: string; CreatedDate?: Date }> },
): OriginSecretSource {
  return async () => {
    const { SecretsManagerClient, GetSecretValueCommand } = await import('@aws-sdk/client-secrets-manager');
    const sm = client ?? (new SecretsManagerClient({}) as unknown as NonNullable<typeof client>);
    const read = (VersionStage: string) =>
      sm.send(new GetSecretValueCommand({ SecretId: secretId, VersionStage })).then(
        (r) => ({ value: r.SecretString ?? '', createdAt: r.CreatedDate?.getTime() }),
        (error: unknown) => {
          // No previous version before the first rotation.
          if (VersionStage === 'AWSPREVIOUS' && (error as { name?: string }).name === 'ResourceNotFoundException') return { value: '', createdAt: undefined };
          throw error;
        },
      );
    const [current, previous] = await Promise.all([read('AWSCURRENT'), read('AWSPREVIOUS')]);
    if (!current.value) throw new Error(`The origin secret ${secretId} has no current value`);
    // A current version of unknown age is treated as long rotated: the previous value is not accepted.
    const inGrace = current.createdAt !== undefined && now() - current.createdAt < ORIGIN_SECRET_GRACE_MS;
    return [current.value, ...(inGrace ? [previous.value] : [])].filter(Boolean);
  };
}

export type OriginGuard = {
  /** Whether the function checks the header at all (not locally: the local server is the front door). */
  readonly enforced: boolean;
  /** Throws 403 for a request without the right value; true when the request carried it. */
  check(event: APIGatewayProxyEventV2): Promise<boolean>;
};

/**
 * The API answers only CloudFront: with an origin secret configured, a request that lacks it, or carries
 * another value, is refused (403) before any route runs. The secret is read at cold start (started at
 * module load, in the init phase) and again every few minutes, so a rotation reaches warm containers.
 */
export function originGuard(source: OriginSecretSource | undefined, now = () => Date.now()): OriginGuard {
  if (!source) return { enforced: false, check: async () => false };
  let values: Promise<readonly string[]> | undefined;
  let readAt = 0;
  const load = () => {
    if (!values || now() - readAt > ORIGIN_SECRET_MAX_AGE_MS) {
      readAt = now();
      const pending = source();
      values = pending;
      pending.catch((error: unknown) => {
        logger.error('Configuration error: the origin secret cannot be read, so every request is refused', {
          configError: 'origin-secret',
          error: String((error as Error)?.message ?? error),
        });
        if (values === pending) values = undefined;
      });
    }
    return values;
  };
  void load().catch(() => undefined);
  return {
    enforced: true,
    async check(event) {
      const accepted = await load().catch(() => [] as string[]);
      if (!matchesSecret(event.headers?.[ORIGIN_SECRET_HEADER], accepted)) {
        throw new AppError('FORBIDDEN', 'This API answers only through the shop\'s site');
      }
      return true;
    },
  };
}

/** The guard for this function's settings: Secrets Manager when ORIGIN_SECRET_ID is set, else none. */
export function originGuardFromEnv(env: NodeJS.ProcessEnv = process.env): OriginGuard {
  const secretId = env[ORIGIN_SECRET_SETTING]?.trim();
  return originGuard(secretId ? secretsManagerSource(secretId) : undefined);
}
