import type { ProductChoicesFields } from '@crystal/shared/schemas/product-options';

/**
 * The seed pieces' options, personalisation and made-to-order settings, by piece name: rings have sizes,
 * necklaces lengths (a 20 in chain costs $10 more), bracelets sizes; the Moonstone Stacking Ring and the
 * Rose Quartz Heart Necklace take an engraving, and the Peridot Twist Bangle is made to order
 * (docs/decisions/0035-options-and-choices.md). A ring value with its own stock counts that size's
 * finished rings; the others draw on the piece's stock.
 */
const size = { name: 'Size', translations: { fr: { name: 'Taille' } } };
const length = { name: 'Length', translations: { fr: { name: 'Longueur' } } };
const inches = (n: number, priceDelta?: string) => ({ value: `${n} in`, ...(priceDelta ? { priceDelta } : {}), translations: { fr: { value: `${n} po` } } });
const engraving = { label: 'Engraving', maxLength: 12, required: false, translations: { fr: { label: 'Gravure' } } };

/** Ring sizes 4 to 10 with half sizes, each with the finished rings in that size. */
const ringSizes = (stock: Record<string, number>) =>
  Array.from({ length: 13 }, (_, i) => String(4 + i / 2)).map((value) => ({ value, stockQuantity: stock[value] ?? 0 }));

const braceletSizes = (values: string[]) => ({ ...size, values: values.map((value) => ({ value })) });
const chain = (lengths: number[]) => ({ ...length, values: lengths.map((n) => inches(n, n === 20 ? '10.00' : undefined)) });

export const SEED_CHOICES: Record<string, ProductChoicesFields> = {
  'Moonstone Stacking Ring': {
    options: [{ ...size, values: ringSizes({ 4: 1, 5: 1, 5.5: 1, 6: 1, 7: 2, 7.5: 1, 8: 2, 9: 1, 10: 1 }) }],
    personalization: [engraving],
  },
  'Raw Amethyst Ring': { options: [{ ...size, values: ['4', '5', '6', '7', '8', '9', '10'].map((value) => ({ value })) }] },
  'Garnet Ember Ring': { options: [{ ...size, values: ringSizes({ 5: 2, 6: 2, 6.5: 1, 7: 1, 8: 2, 9: 1 }) }] },
  'Amethyst Point Pendant': { options: [chain([16, 18, 20])] },
  'Rose Quartz Heart Necklace': { options: [chain([16, 18])], personalization: [engraving] },
  'Labradorite Moon Necklace': { options: [chain([16, 18, 20])] },
  'Citrine Sun Drop Necklace': { options: [chain([16, 18, 20])] },
  'Moonstone Dewdrop Necklace': { options: [chain([16, 18])] },
  'Lapis Lazuli Bar Necklace': { options: [chain([16, 18])] },
  'Chakra Balance Bracelet': { options: [braceletSizes(['XS', 'S', 'M', 'L', 'XL'])] },
  'Rose Quartz Bead Bracelet': { options: [braceletSizes(['XS', 'S', 'M', 'L', 'XL'])] },
  'Black Obsidian Grounding Bracelet': { options: [braceletSizes(['XS', 'S', 'M', 'L', 'XL'])] },
  'Aquamarine Bangle': { options: [braceletSizes(['S', 'M', 'L'])] },
  'Peridot Twist Bangle': { options: [braceletSizes(['S', 'M', 'L'])], madeToOrder: { leadTimeDays: 10, openUnits: 3 } },
};

/** The seed piece's stock: a ring with a stock per size has the sum of its sizes; a made-to-order piece none on the shelf. */
export function seedStock(name: string, stock: number): number {
  const choices = SEED_CHOICES[name];
  if (choices?.madeToOrder) return 0;
  const own = choices?.options?.[0]?.values.every((v) => v.stockQuantity !== undefined);
  return own ? choices!.options![0]!.values.reduce((sum, v) => sum + (v.stockQuantity ?? 0), 0) : stock;
}
