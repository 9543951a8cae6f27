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
      'The Moonstone Stacking Ring in size 7.5 is sold out right now. Sizes left: 6, 7, 8.',
    );
    expect(composeAnswer('Do you have this in size 12?', [ring], { viewing: ring })).toContain("doesn't come in size 12");
  });

  it('in French, agreeing with the size (la taille ... offerte, épuisée) and with decimal commas', () => {
    expect(composeAnswerFr('L’avez-vous en taille 7 ?', [ring], { viewing: ring })).toContain(
      'Oui, la taille 7 de « Bague empilable en pierre de lune » est offerte (2 en stock), à 46,00 $.',
    );
    expect(composeAnswerFr('Avez-vous cette bague en taille 7,5 ?', [ring], { viewing: ring })).toContain(
      'La taille 7,5 de « Bague empilable en pierre de lune » est épuisée pour le moment. Tailles encore offertes : 6, 7, 8.',
    );
  });

  it('reads a piece named in the question, and a bare size at its end (issue 44 build 7)', () => {
    const answer = composeAnswer('Is the moonstone stacking ring available in 7.5?', [ring]);
    expect(answer).toContain('The Moonstone Stacking Ring in size 7.5 is sold out right now. Sizes left: 6, 7, 8.');
    expect(answer).not.toContain('Size Guide');
    // A French question naming the ring and a size gets the ring's size, not the size guide alone.
    const fr = composeAnswerFr('La bague empilable en pierre de lune existe-t-elle en taille 7,5?', [ring]);
    expect(fr).toContain('La taille 7,5 de « Bague empilable en pierre de lune » est épuisée pour le moment.');
    expect(fr).not.toContain('Guide des tailles');
    expect(composeAnswerFr('Avez-vous la bague empilable en pierre de lune en 8 ?', [ring])).toContain('Oui, la taille 8 de');
  });

  it('does not read a price or a lead time as a size', () => {
    expect(composeAnswer('Is the moonstone stacking ring available in 10 business days?', [ring])).not.toContain('size 10');
    expect(composeAnswer('Do you have rings in $50?', [ring], { viewing: ring })).not.toContain('size 50');
  });
});
