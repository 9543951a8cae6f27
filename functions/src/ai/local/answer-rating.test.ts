import { describe, expect, it } from 'vitest';
import { runGuideTool } from '../provider/guide-tools';
import { systemPrompt } from '../provider/system-prompt';
import { composeAnswer } from './compose-answer';
import { composeAnswerFr } from './compose-answer-fr';
import { asksAboutReviews } from './answer-rating';
import { frenchPiece, MOONSTONE_RING, SOLD_OUT_RING } from './shop-pieces.factory';

const rated = frenchPiece({ rating: { average: 4.8, count: 12 } });
const once = { ...MOONSTONE_RING, url: '/shop/product/19', rating: { average: 5, count: 1 } };
const unrated = frenchPiece({ id: 3, name: 'Citrine Sun Pendant', frName: 'Pendentif soleil en citrine', frUrl: '/shop/fr/product/3', url: '/shop/product/3', gemstones: ['Citrine'] });
const catalogue = [rated, once, unrated, SOLD_OUT_RING];

describe('the guide on reviews: the average and count, nothing else', () => {
  it('reads a question about reviews in either language, and not others', () => {
    for (const q of ['What do buyers say about it?', 'Is it well reviewed?', 'Any reviews?', 'How is it rated?', 'Qu’en disent les acheteurs?', 'Est-elle bien notée?', 'A-t-elle des avis?'])
      expect(asksAboutReviews(q), q).toBe(true);
    for (const q of ['Is it in stock?', 'What does amethyst mean?', 'Quel est le délai de livraison?', 'Do you ship to Quebec?']) expect(asksAboutReviews(q), q).toBe(false);
  });

  it('answers "what do buyers say?" with the average and count of the piece on screen, in English', () => {
    const answer = composeAnswer('What do buyers say about it?', catalogue, { viewing: rated });
    expect(answer).toBe('The [Amethyst Point Pendant](/shop/product/1) is rated 4.8 out of 5, from 12 buyers.');
    expect(composeAnswer('Is the Moonstone Stacking Ring well reviewed?', catalogue)).toBe(
      'The [Moonstone Stacking Ring](/shop/product/19) is rated 5 out of 5, from 1 buyer.',
    );
  });

  it('says a piece has no reviews yet when none is published, and never links a sold-out piece', () => {
    expect(composeAnswer('Is it well reviewed?', catalogue, { viewing: unrated })).toBe('The [Citrine Sun Pendant](/shop/product/3) has no reviews from buyers yet.');
    expect(composeAnswer('Any reviews?', catalogue, { viewing: SOLD_OUT_RING })).toBe('The Raw Amethyst Ring has no reviews from buyers yet.');
  });

  it('answers in French with the decimal comma, and says when there are none', () => {
    expect(composeAnswerFr('Qu’en disent les acheteurs?', catalogue, { viewing: rated })).toBe(
      '[Pendentif pointe d’améthyste](/shop/fr/product/1) a une note de 4,8 sur 5, selon 12 acheteurs.',
    );
    expect(composeAnswerFr('La bague empilable en pierre de lune est-elle bien notée?', catalogue)).toBe(
      '[Bague empilable en pierre de lune](/shop/fr/product/19) a une note de 5 sur 5, selon 1 acheteur.',
    );
    expect(composeAnswerFr('A-t-elle des avis?', catalogue, { viewing: unrated })).toBe('[Pendentif soleil en citrine](/shop/fr/product/3) n’a pas encore d’avis d’acheteurs.');
  });

  it('gives the model the rating line only, and tells it to quote nothing else of reviews', () => {
    const found = runGuideTool('search_catalogue', { query: 'pendant' }, catalogue) as { pieces: { name: string; rating: string }[] };
    expect(found.pieces.find((r) => r.name === rated.name)?.rating).toBe('4.8 out of 5 from 12 buyers');
    expect(found.pieces.find((r) => r.name === unrated.name)?.rating).toBe('no reviews yet');
    const prompt = systemPrompt(rated);
    expect(prompt).toContain('rated 4.8 out of 5 from 12 buyers');
    expect(prompt).toMatch(/never quote, sum up or invent what a buyer wrote/);
  });
});
