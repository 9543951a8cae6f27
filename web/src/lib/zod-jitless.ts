/**
 * `zod` as the storefront imports it (vite.config.ts aliases the bare specifier here): zod itself, set
 * to jitless before any schema is built. Left alone, zod probes `new Function` when its first object
 * schema is made; the shop's Content-Security-Policy forbids eval, so every page with a form reported a
 * CSP violation (Lighthouse best practices 96). The browser parses a few small forms; the JIT buys
 * nothing there. The functions keep zod's default.
 */
import { config } from 'zod/v4';

export * from 'zod/v4';
export { z, default } from 'zod/v4';

config({ jitless: true });
