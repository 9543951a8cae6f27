import * as z from '../zod';

/**
 * Inside a `z.transform`: records a custom issue with its message (and its path below the current value,
 * if any) and gives zod's NEVER, as classic zod's `ctx.addIssue` did there. A check's context
 * (`z.superRefine`) has `addIssue` itself.
 */
export function refuse(ctx: z.core.ParsePayload, message: string, path?: PropertyKey[]): never {
  ctx.issues.push({ code: 'custom', message, input: ctx.value, ...(path ? { path } : {}) });
  return z.NEVER;
}
