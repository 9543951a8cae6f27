import * as z from '../zod';
import { textFault } from './human-text';

/**
 * Option values and personalisation answers are human text printed on a packing slip and in mails: one
 * line, no control characters, no bidirectional overrides (which can make an engraving read differently
 * from what was stored): the shop's one text rule (human-text.ts), with the field named by its path.
 */
export const choiceTextSchema = (max: number) =>
  z.string().check(
    z.maxLength(max, `Must be ${max} characters or fewer`),
    z.refine((text) => textFault(text, false) === undefined, 'Must be one line without control characters or text-direction marks'),
  );
