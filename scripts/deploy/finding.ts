/** One preflight result: `fail` stops the deploy, `warn` is printed and the deploy goes on. */
export type Finding = { check: string; level: 'ok' | 'warn' | 'fail'; message: string };
