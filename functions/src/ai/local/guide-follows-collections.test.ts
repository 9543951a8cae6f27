import { describe, expect, it } from 'vitest';
import type { ShopProduct } from '../provider/ai-provider';
import { composeAnswer } from './compose-answer';
import { composeAnswerFr } from './compose-answer-fr';
import { shopPiece } from './shop-pieces.factory';

/** The guide follows the collections she manages: one she created, one she renamed, one she hid. */
const EARRINGS = shopPiece({
  id: 40,
  name: 'Amethyst Drop Earrings',
  price: '48.00',
  category: 'Earrings',
  categorySlug: 'earrings',
  categoryShown: true,
  categoryFr: 'Boucles d’oreilles',
  frName: 'Boucles d’oreilles gouttes d’améthyste',
  frUrl: '/shop/fr/product/40',
  url: '/shop/product/40',
});
const RENAMED_RING = shopPiece({ id: 19, name: 'Moonstone Stacking Ring', category: 'Rings', categorySlug: 'rings', categoryShown: true, gemstones: ['Rainbow Moonstone'], price: '46.00', url: '/shop/product/19' });
const HIDDEN = shopPiece({ id: 41, name: 'Selenite Wand', category: 'Studio Seconds', categorySlug: 'studio-seconds', categoryShown: false, gemstones: ['Selenite'], price: '12.00', url: '/shop/product/41' });
const catalogue: ShopProduct[] = [shopPiece({ categorySlug: 'crystal-necklaces', categoryShown: true }), RENAMED_RING, EARRINGS, HIDDEN];

describe('the guide follows her collections', () => {
  it('finds the pieces of a collection she created, where it once said "we don\'t make earrings"', () => {
    const answer = composeAnswer('Do you have earrings?', catalogue);
    expect(answer).toContain('[Amethyst Drop Earrings](/shop/product/40)');
    expect(answer).not.toMatch(/don't make/);
    expect(answer).not.toContain('Amethyst Point Pendant');
  });

  it('answers in French from the collection’s French name', () => {
    const answer = composeAnswerFr('Avez-vous des boucles d’oreilles ?', catalogue);
    expect(answer).toContain('/shop/fr/product/40');
    expect(answer).not.toContain('/shop/fr/product/1)');
  });

  it('still finds rings in a renamed ring collection (the kind keeps its address)', () => {
    const answer = composeAnswer('Do you have rings?', catalogue);
    expect(answer).toContain('[Moonstone Stacking Ring](/shop/product/19)');
  });

  it('lists the shown collections, not a fixed five and not a hidden one, when asked for what it does not make', () => {
    const answer = composeAnswer('Do you have a diamond tiara?', catalogue);
    expect(answer).toContain("we don't make diamond and tiara; our collections are crystal necklaces, rings and earrings.");
    expect(answer).not.toContain('studio seconds');
  });
});
