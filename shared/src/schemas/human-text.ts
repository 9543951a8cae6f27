import * as z from '../zod';

/**
 * The one text rule for every human-entered field (docs/decisions/0041-one-text-rule.md): names,
 * addresses, phones, subjects, notes, product words, admin texts. A value is trimmed, then refused, with a
 * message naming the field, when it holds
 * - a control character: C0 (U+0000-U+001F), DEL (U+007F) or C1 (U+0080-U+009F), except that a
 *   multi-line field keeps its line breaks (LF, and CR LF, which is stored as LF);
 * - a bidi override or isolate (U+202A-U+202E, U+2066-U+2069), which can make text read backwards, or an
 *   invisible direction mark (U+200E, U+200F, U+061C) (docs/decisions/0059-text-rule-marks-surrogates-and-every-field.md);
 * - a Unicode line or paragraph separator (U+2028, U+2029), a line break in disguise;
 * - an invisible format character: zero-width space, non-joiner and joiner (U+200B-U+200D), the word joiner
 *   and invisible operators (U+2060-U+2064), the byte-order mark (U+FEFF), the soft hyphen (U+00AD) and tag
 *   characters (U+E0000-U+E007F), which make a stored text differ from what the artisan sees ("Luna") and
 *   count against a limit unseen (docs/decisions/0093-invisible-format-characters.md);
 * - a lone surrogate (half of a UTF-16 pair), which no UTF-8 store, mail or CSV can hold as it was sent.
 * So no stored text can forge a line in a mail's plain-text part, a header, a CSV row or a log line.
 */

export type HumanTextOptions = {
  /** The field's name, as the messages say it: 'First name', 'Street address'. */
  label: string;
  /** Most characters, after trimming. */
  max: number;
  /** Whether an empty value (after trimming) is refused. Default true. Wrap in `z.optional` for an absent field. */
  required?: boolean;
  /** Messages in place of the standard ones (a form that maps its messages to French keeps its own). */
  messages?: { required?: string; tooLong?: string; characters?: string; lineBreak?: string };
};

/**
 * What makes a text refused: a line break in a one-line field, a control character, a direction override
 * or mark, or a lone surrogate (text that is not well-formed Unicode).
 */
export type TextFault = 'lineBreak' | 'control' | 'bidi' | 'invisible' | 'malformed';

const LINE_BREAK = /[\n\r\u2028\u2029]/;
const CONTROL = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u2028\u2029]/;
const CONTROL_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
const BIDI = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/;
const INVISIBLE = /[\u200B-\u200D\u2060-\u2064\uFEFF\u00AD]|\uDB40[\uDC00-\uDC7F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The first fault of a text under the rule, or undefined when it passes. A multi-line text is read after
 * its CR LF became LF (a lone CR is a control character).
 */
export function textFault(value: string, multiLine: boolean): TextFault | undefined {
  if (!multiLine && LINE_BREAK.test(value)) return 'lineBreak';
  if ((multiLine ? CONTROL : CONTROL_SINGLE_LINE).test(value)) return 'control';
  if (BIDI.test(value)) return 'bidi';
  if (INVISIBLE.test(value)) return 'invisible';
  if (LONE_SURROGATE.test(value)) return 'malformed';
  return undefined;
}

/** The standard message of each fault, naming the field. */
export function textFaultMessage(label: string, fault: TextFault): string {
  switch (fault) {
    case 'lineBreak':
      return `${label} must be on one line`;
    case 'control':
      return `${label} must not contain control characters`;
    case 'bidi':
      return `${label} must not contain text-direction override characters`;
    case 'invisible':
      return `${label} must not contain invisible characters`;
    case 'malformed':
      return `${label} must be valid text (it holds half of a character)`;
  }
}

const toLf = (v: string) => v.replace(/\r\n/g, '\n');

function humanText(options: HumanTextOptions, multiLine: boolean) {
  const { label, max, required = true, messages = {} } = options;
  return z.string().check(
    ...(multiLine ? [z.overwrite(toLf)] : []),
    z.trim(),
    z.superRefine((value, ctx) => {
      const fault = textFault(value, multiLine);
      if (!fault) return;
      const own = fault === 'lineBreak' ? (messages.lineBreak ?? messages.characters) : messages.characters;
      ctx.addIssue({ code: 'custom', message: own ?? textFaultMessage(label, fault) });
    }),
    ...(required ? [z.minLength(1, messages.required ?? `${label} is required`)] : []),
    z.maxLength(max, messages.tooLong ?? `${label} must be ${max} characters or fewer`),
  );
}

/** A one-line human text: no line break, no control character, no direction override. */
export const singleLineText = (options: HumanTextOptions) => humanText(options, false);

/** A multi-line human text: line breaks kept (CR LF stored as LF), no other control character, no direction override. */
export const multiLineText = (options: HumanTextOptions) => humanText(options, true);

const ALL_CONTROL = /(?:[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C\u200B-\u200D\u2060-\u2064\uFEFF\u00AD]|\uDB40[\uDC00-\uDC7F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF])+/g;

/**
 * A text as one clean line, for a mail or a slip built from a value that may predate the rule: every
 * control character, line break, direction override or mark and lone surrogate becomes one space, spaces
 * collapse, ends trimmed.
 */
export function cleanLine(value: string): string {
  return value.replace(ALL_CONTROL, ' ').replace(/\s+/g, ' ').trim();
}

/** A text as clean lines: CR LF, CR and the Unicode separators become LF; each line is cleaned as `cleanLine`. */
export function cleanLines(value: string): string {
  return value
    .split(/\r\n|[\r\n\u2028\u2029]/)
    .map(cleanLine)
    .join('\n')
    .trim();
}
