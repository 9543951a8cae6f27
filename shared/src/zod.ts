/**
 * The shop's zod: zod/mini, with zod's English messages. Every schema of the shop (shared, functions and
 * web) is built from this module, never from 'zod' itself (lint enforces it).
 *
 * zod/mini is zod's own tree-shakable form: schemas are built by functions (`z.optional(s)`,
 * `s.check(z.trim(), z.maxLength(80))`), so a Lambda or a form's chunk carries only what it uses. For the
 * same schemas classic zod put 93 kB and 13 ms into a cold start, zod/mini 30 kB and 7.5 ms
 * (docs/decisions/0028-zod-mini.md).
 * Its issues and messages are classic zod's (the same core); only the English locale has to be set, which
 * classic zod sets itself on first use.
 */
import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';

z.config(en());

export * from 'zod/mini';
