import { describe, expect, it } from 'vitest';
import { browsingContextSchema, cartItemCountSchema, contextOrTextSchema, timestampSchema } from './ai-open-types';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message) ?? [];

describe('timestampSchema', () => {
  it('reads epoch milliseconds and ISO strings as epoch milliseconds', () => {
    expect(timestampSchema.parse(1_764_000_000_000)).toBe(1_764_000_000_000);
    expect(timestampSchema.parse('2026-11-24T20:00:00.000Z')).toBe(Date.parse('2026-11-24T20:00:00.000Z'));
    expect(timestampSchema.parse('2026-11-24T15:00:00-05:00')).toBe(Date.parse('2026-11-24T20:00:00Z'));
    expect(timestampSchema.parse('2026-11-24')).toBe(Date.parse('2026-11-24'));
  });
  it('refuses nonsense', () => {
    for (const bad of ['banana', '', '24/11/2026', -1, 1.5, Number.MAX_VALUE, true, {}, []]) {
      const r = timestampSchema.safeParse(bad);
      expect(r.success, JSON.stringify(bad)).toBe(false);
      expect(messages(r)).toEqual(['timestamp must be epoch milliseconds or an ISO 8601 date-time']);
    }
  });
});

describe('cartItemCountSchema', () => {
  it('reads a count, or a list counted by quantity (1 each when none is given)', () => {
    expect(cartItemCountSchema.parse(3)).toBe(3);
    expect(cartItemCountSchema.parse([])).toBe(0);
    expect(cartItemCountSchema.parse([{ id: 1, quantity: 2 }, { id: 2 }])).toBe(3);
    expect(cartItemCountSchema.parse([7, 'amethyst-ring'])).toBe(2);
  });
  it('refuses a negative or fractional count, and lists of nonsense', () => {
    for (const bad of [-1, 2.5, '3', [true], [{ quantity: -2 }], [{ quantity: 20_000 }], null]) {
      expect(cartItemCountSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('browsingContextSchema and contextOrTextSchema', () => {
  it('fills a partial context, evaluating the pattern from time on page and cart', () => {
    expect(browsingContextSchema.parse({})).toEqual({
      currentPage: '',
      cartItems: 0,
      timeOnPage: 0,
      previousSearches: [],
      interactionPattern: 'browsing',
      crystalPreferences: [],
      lastInteraction: '',
    });
    expect(browsingContextSchema.parse({ timeOnPage: 150, cartItems: [{ quantity: 1 }] })).toMatchObject({ cartItems: 1, interactionPattern: 'deciding' });
    expect(browsingContextSchema.parse({ timeOnPage: 400, interactionPattern: 'focused' }).interactionPattern).toBe('focused');
  });
  it('reads a text context: JSON of a context, or a label standing for an empty context', () => {
    expect(contextOrTextSchema.parse('{"timeOnPage": 400, "viewingProduct": 7}')).toMatchObject({ timeOnPage: 400, interactionPattern: 'leaving', viewingProduct: 7 });
    expect(contextOrTextSchema.parse('product_page')).toMatchObject({ currentPage: '', cartItems: 0, interactionPattern: 'browsing' });
  });
  it('refuses nonsense with the field named', () => {
    expect(contextOrTextSchema.safeParse(42).success).toBe(false);
    expect(contextOrTextSchema.safeParse(['a']).success).toBe(false);
    expect(messages(contextOrTextSchema.safeParse('{"timeOnPage":'))).toEqual(['context must be a browsing context object or a text: this text starts like JSON but is not valid JSON']);
    const wrong = contextOrTextSchema.safeParse({ currentPage: { path: '/' } });
    expect(wrong.error?.issues[0]?.path).toEqual(['currentPage']);
    expect(browsingContextSchema.safeParse({ timeOnPage: -5 }).success).toBe(false);
  });
});
