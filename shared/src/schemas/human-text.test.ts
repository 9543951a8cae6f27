import { describe, expect, it } from 'vitest';
import * as z from '../zod';
import { cleanLine, cleanLines, multiLineText, singleLineText, textFault } from './human-text';

const name = singleLineText({ label: 'First name', max: 10 });
const note = multiLineText({ label: 'Gift note', max: 20, required: false });
const messageOf = (schema: z.ZodMiniType, value: unknown) => schema.safeParse(value).error?.issues.map((i) => i.message);

const C0 = Array.from({ length: 32 }, (_, i) => String.fromCharCode(i));
const C1 = Array.from({ length: 32 }, (_, i) => String.fromCharCode(0x80 + i));
const BIDI = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];

describe('singleLineText', () => {
  it('trims and accepts letters in any script, accents, apostrophes and emoji', () => {
    expect(name.parse('  Zoë  ')).toBe('Zoë');
    expect(name.parse("O'Brien")).toBe("O'Brien");
    expect(name.parse('محمد')).toBe('محمد');
    expect(name.parse('Ana 💎')).toBe('Ana 💎');
  });

  it('refuses every C0 character inside the text, DEL and every C1 character, naming the field', () => {
    for (const c of [...C0, '\u007F', ...C1]) {
      const messages = messageOf(name, `A${c}B`);
      expect(messages, JSON.stringify(c)).toHaveLength(1);
      expect(messages?.[0]).toMatch(/^First name must /);
    }
    expect(messageOf(name, 'A\u0000B')).toEqual(['First name must not contain control characters']);
  });

  it('refuses line breaks (LF, CR LF, CR, Unicode separators) with a one-line message', () => {
    for (const text of ['Sam,\r\n\r\nX', 'A\nB', 'A\rB', 'A\u2028B', 'A\u2029B']) {
      expect(messageOf(name, text)).toEqual(['First name must be on one line']);
    }
  });

  it('refuses bidi overrides and isolates', () => {
    for (const c of BIDI) expect(messageOf(name, `A${c}B`)).toEqual(['First name must not contain text-direction override characters']);
  });

  it('refuses invisible direction marks (LRM, RLM, ALM) in one-line and multi-line fields (decision 0059)', () => {
    for (const c of ['\u200E', '\u200F', '\u061C']) {
      expect(messageOf(name, `A${c}B`)).toEqual(['First name must not contain text-direction override characters']);
      expect(messageOf(note, `A${c}B`)).toEqual(['Gift note must not contain text-direction override characters']);
    }
  });

  it('refuses a lone surrogate but keeps a whole pair (emoji)', () => {
    for (const text of ['A\uD800B', 'A\uDFFFB', 'AB\uDBFF', '\uDC00AB', 'A\uDC00\uD800B']) {
      expect(messageOf(name, text), JSON.stringify(text)).toEqual(['First name must be valid text (it holds half of a character)']);
    }
    expect(name.parse('Ana \uD83D\uDC8E')).toBe('Ana 💎');
  });

  it('refuses an empty value unless optional, and a value over the limit', () => {
    expect(messageOf(name, '   ')).toEqual(['First name is required']);
    expect(messageOf(name, 'x'.repeat(11))).toEqual(['First name must be 10 characters or fewer']);
    expect(singleLineText({ label: 'Phone', max: 5, required: false }).parse(' ')).toBe('');
  });

  it('takes the messages a form already maps', () => {
    const own = singleLineText({ label: 'City', max: 5, messages: { required: 'City is required', characters: 'Bad city', tooLong: 'Long' } });
    expect(messageOf(own, '')).toEqual(['City is required']);
    expect(messageOf(own, 'a\nb')).toEqual(['Bad city']);
    expect(messageOf(own, 'abcdef')).toEqual(['Long']);
  });

  it('composes with further checks', () => {
    const email = singleLineText({ label: 'Email', max: 254 }).check(z.toLowerCase(), z.email('Invalid email'));
    expect(email.parse(' A@B.CA ')).toBe('a@b.ca');
    expect(email.safeParse('a@b.ca\r\nBcc: x@evil.example').success).toBe(false);
  });
});

describe('multiLineText', () => {
  it('keeps LF, stores CR LF as LF and trims the ends', () => {
    expect(note.parse('  Hi\r\nthere\n ')).toBe('Hi\nthere');
    expect(note.parse('')).toBe('');
  });

  it('refuses a lone CR, tab, other C0, DEL, C1 and bidi characters', () => {
    for (const c of ['\r', '\t', '\u0000', '\u001b', '\u0007', '\u007F', '\u0085', '\u2028', ...BIDI]) {
      expect(note.safeParse(`a${c}b`).success, JSON.stringify(c)).toBe(false);
    }
    expect(messageOf(note, 'a\u202Eb')).toEqual(['Gift note must not contain text-direction override characters']);
  });

  it('counts the length after CR LF became LF', () => {
    expect(note.parse(`${'x'.repeat(9)}\r\n${'y'.repeat(10)}`)).toHaveLength(20);
  });
});

describe('textFault', () => {
  it('names the first fault', () => {
    expect(textFault('a\nb', false)).toBe('lineBreak');
    expect(textFault('a\nb', true)).toBeUndefined();
    expect(textFault('a\u001bb', true)).toBe('control');
    expect(textFault('a\u2066b', true)).toBe('bidi');
    expect(textFault('a\u200Fb', false)).toBe('bidi');
    expect(textFault('a\uD800b', true)).toBe('malformed');
  });

  it('refuses invisible format characters, so a stored name is what the artisan sees (issue 44)', () => {
    for (const c of ['\u200B', '\u200C', '\u200D', '\u2060', '\u2061', '\u2064', '\uFEFF', '\u00AD', '\u{E0041}', '\u{E007F}']) {
      expect(textFault(`Lu${c}na`, false), c.codePointAt(0)!.toString(16)).toBe('invisible');
      expect(textFault(`Lu${c}na`, true), c.codePointAt(0)!.toString(16)).toBe('invisible');
    }
    const name = singleLineText({ label: 'First name', max: 12 });
    expect(name.safeParse('Lu\u200Bna').error?.issues[0]?.message).toBe('First name must not contain invisible characters');
    expect(name.parse('Luna ✨')).toBe('Luna ✨');
    expect(cleanLine('Lu\u200Bna\u00AD')).toBe('Lu na');
  });
});

describe('cleanLine and cleanLines', () => {
  it('make one clean line of a hostile value', () => {
    expect(cleanLine('A\u0000\u001b[31mB C\r\nD\u202E')).toBe('A [31mB C D');
    expect(cleanLine('Sam,\r\n\r\nYour order')).toBe('Sam, Your order');
    expect(cleanLine('Ada\u200F\uD800 Crystal 💎')).toBe('Ada Crystal 💎');
  });

  it('keep the lines of a multi-line value and clean each', () => {
    expect(cleanLines('1 Main St\r\nWinnipeg\u0007, MB\rCanada\n')).toBe('1 Main St\nWinnipeg , MB\nCanada');
  });
});
