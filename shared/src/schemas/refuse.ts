import * as z from '../zod';

/** An issue a transform records: its message, and its path below the current value, if any. */
export type Refusal = { message: string; path?: PropertyKey[] };

/**
 * Inside a `z.transform`: records each refusal as a custom issue and gives zod's NEVER, as classic zod's
 * `ctx.addIssue` did there. Given an inner parse's issues (a schema chosen inside the transform), each
 * keeps its own path and message. A check's context (`z.superRefine`) has `addIssue` itself.
 */
export function refuseAll(ctx: z.core.ParsePayload, refusals: readonly Refusal[]): never {
  for (const { message, path } of refusals) ctx.issues.push({ code: 'custom', message, input: ctx.value, ...(path ? { path } : {}) });
  return z.NEVER;
}

/** One refusal: `refuse(ctx, message)`. */
export const refuse = (ctx: z.core.ParsePayload, message: string, path?: PropertyKey[]): never => refuseAll(ctx, [{ message, path }]);
