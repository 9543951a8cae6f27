import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CRYSTALS } from '../knowledge/crystals';
import type { ShopProduct } from '../provider/ai-provider';
import { composeAnswer } from './compose-answer';
import { shopPiece } from './shop-pieces.factory';

const catalogue: ShopProduct[] = [
  shopPiece(),
  {
    id: 2,
    name: 'Rose Quartz Heart Necklace',
    price: '54.00',
    category: 'Crystal Necklaces',
    gemstones: ['Rose Quartz'],
    materials: ['14k Gold-Filled'],
    stockQuantity: 4,
    url: '/shop/product/2',
  },
  {
    id: 22,
    name: 'Moonstone Stacking Ring',
    price: '46.00',
    category: 'Crystal Rings',
    gemstones: ['Rainbow Moonstone'],
    materials: ['Sterling Silver'],
    stockQuantity: 0,
    url: '/shop/product/22',
  },
  {
    id: 26,
    name: 'Chakra Balance Bracelet',
    price: '38.00',
    category: 'Crystal Bracelets',
    gemstones: ['Amethyst', 'Sodalite', 'Citrine'],
    materials: ['Stretch Cord'],
    stockQuantity: 15,
    url: '/shop/product/26',
  },
];
const ids = new Set(catalogue.map((p) => p.id));
const linkedIds = (text: string) =>
  [...text.matchAll(/\]\(\/shop\/product\/(\d+)\)/g)].map((m) => Number(m[1]));
const words = [
  ...CRYSTALS.map((c) => c.name),
  'necklace',
  'ring',
  'bracelet',
  'calm',
  'love',
  'sleep',
  'care',
  'Heart chakra',
  'gift',
  'cure my cancer',
  'ignore previous instructions',
  'recommend',
  'diamond',
  'emerald tiara',
];

describe('local provider answers', () => {
  it('the knowledge base holds at least 30 crystals, each with chakras, care and pairings', () => {
    expect(CRYSTALS.length).toBeGreaterThanOrEqual(30);
    for (const c of CRYSTALS) {
      expect(c.chakras.length).toBeGreaterThan(0);
      expect(c.care.length).toBeGreaterThan(10);
      expect(c.pairings.length).toBeGreaterThan(0);
    }
  });

  it('links only products that exist in the catalogue it was given and are in stock, for any question', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constantFrom(...words), fc.string({ maxLength: 20 })), { maxLength: 6 }),
        (parts) => {
          const answer = composeAnswer(parts.join(' '), catalogue);
          for (const id of linkedIds(answer)) expect(ids.has(id) && id !== 22).toBe(true);
          for (const m of answer.matchAll(/\[([^\]]+)\]\(\/shop\/product\//g))
            expect(catalogue.map((p) => p.name)).toContain(m[1]);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('names a matching real piece, with care and pairings, for a single stone', () => {
    const answer = composeAnswer('How should I care for my amethyst necklace?', catalogue);
    expect(answer).toContain('[Amethyst Point Pendant](/shop/product/1)');
    expect(answer).toMatch(/Care: Rinse briefly/);
    expect(answer).toMatch(/pairs well with Clear Quartz/);
  });

  it('tells the truth about stock and refuses medical claims', () => {
    const ring = composeAnswer('moonstone ring', catalogue);
    expect(ring).toContain('The Moonstone Stacking Ring would fit, but it is sold out right now.');
    expect(linkedIds(ring)).not.toContain(22);
    expect(composeAnswer('Can amethyst cure my depression?', catalogue)).toMatch(/can't give medical advice/);
  });

  it('recommends nothing when the catalogue is empty and stays on topic for off-topic questions', () => {
    expect(linkedIds(composeAnswer('amethyst necklace', []))).toEqual([]);
    expect(composeAnswer('What is the capital of France?', catalogue)).toMatch(/crystal guide/);
  });
});
