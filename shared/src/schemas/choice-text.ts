import * as z from '../zod';
import { textFault } from './human-text';

/**
 * Option values and personalisation answers are human text printed on a packing slip and in mails: one
 * line, no control characters, no bidirectional overrides or invisible format characters (which can make
 * an engraving read differently from what was stored, or count against its limit unseen): the shop's one text rule (human-text.ts), with the field named by its path.
 */
export const choiceTextSchema = (max: number) =>
  z.string().check(
    z.maxLength(max, `Must be ${max} characters or fewer`),
    z.refine((text) => textFault(text, false) === undefined, 'Must be one line without control characters, text-direction marks or invisible characters'),
  );
