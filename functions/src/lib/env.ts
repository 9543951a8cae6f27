import * as z from '@crystal/shared/zod';
import { ConfigError } from './errors';

/**
 * Reads and validates environment settings once, at module load: at cold start, or when a route module
 * that reads them first loads (decision 0027). Every bad key is listed, so a missing setting fails before
 * any work is done with it.
 */
export function readEnv<S extends z.core.$ZodLooseShape>(shape: S, source: NodeJS.ProcessEnv = process.env) {
  const result = z.object(shape).safeParse(source);
  if (!result.success) {
    const keys = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${keys}`);
  }
  return result.data;
}
