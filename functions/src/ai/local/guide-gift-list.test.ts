import { describe, expect, it } from 'vitest';
import { LIST_LIMIT } from '../retrieval/catalogue-search';
import { composeAnswer } from './compose-answer';
import { composeAnswerFr } from './compose-answer-fr';
import { frenchPiece } from './shop-pieces.factory';

/** Twelve pieces under $60 (two of them rose quartz, the gift stone) and one over it. */
const STONES = ['Rose Quartz', 'Amethyst', 'Citrine', 'Selenite', 'Labradorite', 'Garnet', 'Rose Quartz', 'Peridot', 'Sodalite', 'Carnelian', 'Jade', 'Onyx'];
const catalogue = [
  ...STONES.map((stone, i) =>
    frenchPiece({ id: i + 1, name: `${stone} Piece ${i + 1}`, price: `${20 + i * 3}.00`, gemstones: [stone], frName: `Pièce ${i + 1}`, url: `/shop/product/${i + 1}`, frUrl: `/shop/fr/product/${i + 1}` }),
  ),
  frenchPiece({ id: 99, name: 'Citrine Crown', price: '180.00', gemstones: ['Citrine'], url: '/shop/product/99', frUrl: '/shop/fr/product/99' }),
];
const linked = (answer: string) => [...answer.matchAll(/\]\([^)]*\/product\/(\d+)\)/g)].map((m) => Number(m[1]));

/** Issue 44 build 7: a gift under $60 got 2 suggestions out of about 15 that fit. */
describe('a gift or a budget is offered every fitting piece, ranked, up to a limit', () => {
  it('lists the limit, the gift stones first, and says how many more fit', () => {
    const answer = composeAnswer('A gift under $60', catalogue);
    const ids = linked(answer);
    expect(ids).toHaveLength(LIST_LIMIT);
    expect(ids.slice(0, 2)).toEqual([1, 7]);
    expect(ids).not.toContain(99);
    expect(answer).toContain(`${12 - LIST_LIMIT} more fit: tell me a stone or a kind of piece and I'll narrow them down.`);
  });

  it('says the same in French', () => {
    const answer = composeAnswerFr('Un cadeau à moins de 60 $', catalogue);
    expect(linked(answer)).toHaveLength(LIST_LIMIT);
    expect(answer).toContain(`${12 - LIST_LIMIT} autres pièces conviennent`);
  });

  it('lists every piece, with no "more", when fewer fit than the limit', () => {
    const answer = composeAnswer('Something under $30', catalogue);
    expect(linked(answer)).toEqual([1, 2, 3, 4]);
    expect(answer).not.toContain('more fit');
  });
});
