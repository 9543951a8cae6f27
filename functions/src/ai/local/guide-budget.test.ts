import { describe, expect, it } from 'vitest';
import { composeAnswer } from './compose-answer';
import { composeAnswerFr } from './compose-answer-fr';
import { frenchPiece } from './shop-pieces.factory';

/** Issue 32's shop: three necklaces at $54, $56 and $62, and a $46 ring. */
const catalogue = [
  frenchPiece({ id: 1, name: 'Amethyst Point Pendant', price: '54.00', frName: 'Pendentif pointe d’améthyste', frUrl: '/shop/fr/product/1', url: '/shop/product/1' }),
  frenchPiece({ id: 2, name: 'Rose Quartz Heart Necklace', price: '56.00', gemstones: ['Rose Quartz'], frName: 'Collier cœur en quartz rose', frUrl: '/shop/fr/product/2', url: '/shop/product/2' }),
  frenchPiece({ id: 3, name: 'Labradorite Moon Necklace', price: '62.00', gemstones: ['Labradorite'], frName: 'Collier lune en labradorite', frUrl: '/shop/fr/product/3', url: '/shop/product/3' }),
  frenchPiece({ id: 4, name: 'Moonstone Stacking Ring', price: '46.00', category: 'Crystal Rings', gemstones: ['Rainbow Moonstone'], frName: 'Bague empilable', frUrl: '/shop/fr/product/4', url: '/shop/product/4' }),
];
const pieceLines = (answer: string) => answer.split('\n').filter((l) => l.startsWith('- ['));

describe('the local guide respects a budget (issue 32)', () => {
  it.each([
    'a necklace for my sister, my budget is $50',
    'A necklace for my sister, budget of 50 dollars',
    'I have $50 to spend on a necklace',
    'necklace, $50 budget',
  ])('"%s": says none is within it, and labels the nearest pieces over budget', (question) => {
    const answer = composeAnswer(question, catalogue);
    expect(answer).toContain('None is within your budget of $50.');
    expect(answer).toContain('The nearest pieces we have, over your budget:');
    const lines = pieceLines(answer);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatch(/\(over budget\)$/);
    expect(answer).toContain('[Amethyst Point Pendant](/shop/product/1): $54.00');
    expect(answer).not.toContain('Moonstone Stacking Ring');
    expect(answer).not.toMatch(/^From our shop/m);
  });

  it('in French: « mon budget est de 50 $ »', () => {
    const answer = composeAnswerFr('Un collier pour ma sœur, mon budget est de 50 $', catalogue);
    expect(answer).toContain('Aucune n’entre dans votre budget de 50\u00a0$.');
    expect(answer).toContain('Les pièces les plus proches, au-dessus de votre budget :');
    const lines = pieceLines(answer);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatch(/\(au-dessus du budget\)$/);
  });

  it('a budget that fits lists the pieces within it, with no label', () => {
    const answer = composeAnswer('a necklace for my sister, my budget is $60', catalogue);
    expect(answer).not.toContain('over budget');
    expect(pieceLines(answer).map((l) => l.slice(3, l.indexOf(']')))).toEqual(['Amethyst Point Pendant', 'Rose Quartz Heart Necklace']);
  });
});
