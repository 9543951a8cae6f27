import { describe, expect, it } from 'vitest';
import { checkChoices, describeChoices, formatChoice, lineKey, unitPriceCents } from './product-choices';
import type { ChoiceProduct } from './product-stock';

const ring: ChoiceProduct = {
  stockQuantity: 5,
  options: [
    {
      name: 'Size',
      values: [{ value: '7', stockQuantity: 1 }, { value: '8', stockQuantity: 3 }, { value: '9' }],
      translations: { fr: { name: 'Taille' } },
    },
    { name: 'Length', values: [{ value: '16 in' }, { value: '20 in', priceDelta: '10.00' }] },
  ],
  personalization: [{ label: 'Engraving', maxLength: 12, required: true, translations: { fr: { label: 'Gravure' } } }],
};

describe('checkChoices', () => {
  it('accepts a full choice and keeps it in the piece’s order', () => {
    const { choice, issues } = checkChoices(ring, { Length: '20 in', Size: '7' }, { Engraving: '  Luna ' });
    expect(issues).toEqual([]);
    expect(choice).toEqual({
      picks: [{ option: 0, value: 0 }, { option: 1, value: 1 }],
      options: { Size: '7', Length: '20 in' },
      personalization: { Engraving: 'Luna' },
    });
  });

  it('names each wrong field', () => {
    const { issues } = checkChoices(ring, { Size: '13', Colour: 'red' }, { Engraving: 'x'.repeat(13), Initial: 'A' });
    expect(issues.map((i) => i.path).sort()).toEqual(['options.Colour', 'options.Length', 'options.Size', 'personalization.Engraving', 'personalization.Initial']);
    expect(issues.find((i) => i.path === 'personalization.Engraving')?.message).toBe('Engraving must be 12 characters or fewer');
  });

  it('requires a required answer and counts characters, not code units', () => {
    expect(checkChoices(ring, { Size: '7', Length: '16 in' }, { Engraving: '   ' }).issues).toEqual([
      { path: 'personalization.Engraving', message: 'Engraving is required' },
    ]);
    expect(checkChoices(ring, { Size: '7', Length: '16 in' }, { Engraving: 'Élodie💜Noël!' }).issues).toEqual([]);
  });

  it('takes { productId, quantity } alone for a piece without options', () => {
    expect(checkChoices({ stockQuantity: 2 }).choice).toEqual({ picks: [] });
  });
});

describe('lines, prices and stock', () => {
  it('keys a line by its choices, whatever their order', () => {
    expect(lineKey(4, { options: { Size: '7', Length: '16 in' } })).toBe(lineKey(4, { options: { Length: '16 in', Size: '7' } }));
    expect(lineKey(4, { options: { Size: '7' } })).not.toBe(lineKey(4, { options: { Size: '8' } }));
    expect(lineKey(4, {})).toBe('4');
  });

  it('adds the value’s price difference', () => {
    expect(unitPriceCents(4600, ring, [{ option: 0, value: 0 }, { option: 1, value: 1 }])).toBe(5600);
  });

  it('describes a choice in English and French', () => {
    const choices = describeChoices(ring, { options: { Size: '7', Length: '16 in' }, personalization: { Engraving: 'Luna' } });
    expect(choices.map((c) => formatChoice(c))).toEqual(['Size 7', 'Length 16 in', 'Engraving: Luna']);
    expect(choices.map((c) => formatChoice(c, 'fr'))).toEqual(['Taille 7', 'Length 16 in', 'Gravure\u00a0: Luna']);
    // A French size with a decimal comma (issue 44): "Taille 6,5", never "6.5"; English keeps its point.
    const half = { kind: 'option' as const, name: 'Size', value: '6.5', fr: { name: 'Taille', value: '6.5' } };
    expect([formatChoice(half, 'fr'), formatChoice(half)]).toEqual(['Taille 6,5', 'Size 6.5']);
  });
});
