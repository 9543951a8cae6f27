import * as z from 'zod';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads and validates environment settings once, at module load (cold start). Every bad key is listed,
 * so a missing setting fails at start-up, not mid-request.
 */
export function readEnv<S extends z.ZodRawShape>(shape: S, source: NodeJS.ProcessEnv = process.env) {
  const result = z.object(shape).safeParse(source);
  if (!result.success) {
    const keys = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${keys}`);
  }
  return result.data;
}
