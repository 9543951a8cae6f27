import * as z from 'zod';
import { ConfigError } from './errors';

/**
 * Reads and validates environment settings once, at module load: at cold start, or when a route module
 * that reads them first loads (decision 0027). Every bad key is listed, so a missing setting fails before
 * any work is done with it.
 */
export function readEnv<S extends z.ZodRawShape>(shape: S, source: NodeJS.ProcessEnv = process.env) {
  // Parsed once: zod's compiled fast path (built with `new Function` on a schema's first parse) would
  // cost the cold start more than it saves.
  const result = z.object(shape).safeParse(source, { jitless: true });
  if (!result.success) {
    const keys = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${keys}`);
  }
  return result.data;
}
