import * as z from '../zod';

/**
 * Option values and personalisation answers are human text printed on a packing slip and in mails: one
 * line, no control characters, no bidirectional overrides (which can make an engraving read differently
 * from what was stored).
 */
const UNSAFE = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

export const choiceTextSchema = (max: number) =>
  z.string().check(
    z.maxLength(max, `Must be ${max} characters or fewer`),
    z.refine((text) => !UNSAFE.test(text), 'Must not contain control characters or text-direction marks'),
  );
