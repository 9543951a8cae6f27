import { describe, expect, it } from 'vitest';
import type { ShopProduct } from '../provider/ai-provider';
import { composeAnswer } from './compose-answer';
import { composeAnswerFr } from './compose-answer-fr';

const ring: ShopProduct = {
  id: 22,
  name: 'Moonstone Stacking Ring',
  frName: 'Bague empilable en pierre de lune',
  price: '46.00',
  category: 'Crystal Rings',
  gemstones: ['Rainbow Moonstone'],
  materials: ['Sterling Silver'],
  stockQuantity: 4,
  url: '/shop/product/22',
  options: [
    {
      name: 'Size',
      frName: 'Taille',
      values: [
        { value: '6', available: 1 },
        { value: '7', available: 2 },
        { value: '7.5', available: 0 },
        { value: '8', available: 1 },
      ],
    },
  ],
};

describe('the guide answers "do you have this in size 7?" from the options and their stock', () => {
  it('in English', () => {
    expect(composeAnswer('Do you have this in size 7?', [ring], { viewing: ring })).toContain(
      'Yes, the Moonstone Stacking Ring is available in size 7 (2 in stock), at $46.00.',
    );
    expect(composeAnswer('Do you have this in size 7.5?', [ring], { viewing: ring })).toContain(
      'The Moonstone Stacking Ring in size 7.5 is sold out right now. In stock: size 6, 7, 8.',
    );
    expect(composeAnswer('Do you have this in size 12?', [ring], { viewing: ring })).toContain("doesn't come in size 12");
  });

  it('in French', () => {
    expect(composeAnswerFr('L’avez-vous en taille 7 ?', [ring], { viewing: ring })).toContain(
      'Oui, « Bague empilable en pierre de lune » est offert en taille 7 (2 en stock), à 46,00 $.',
    );
    expect(composeAnswerFr('Avez-vous cette bague en taille 7,5 ?', [ring], { viewing: ring })).toContain('est épuisé pour le moment');
  });
});
