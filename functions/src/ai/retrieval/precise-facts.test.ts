import { describe, expect, it } from 'vitest';
import { PERSONALISED_RETURNS_RULE } from '@crystal/shared/shop-facts/personalised-returns';
import { composeAnswer } from '../local/compose-answer';
import { composeAnswerFr } from '../local/compose-answer-fr';
import { preciseFact } from './precise-facts';
import { readQuestion } from './read-question';

/** Issue 44 build 7: a policy question gets the one sentence that answers it, with a link, not the whole page. */
describe('precise policy answers', () => {
  it('answers engraved returns with the one personalised-pieces rule and its link, in both languages', () => {
    const en = composeAnswer('Can I return an engraved ring?', []);
    expect(en).toBe(`${PERSONALISED_RETURNS_RULE.en}\n\nMore on our [Returns & Exchanges](/shop/returns) page.`);
    const fr = composeAnswerFr('Puis-je retourner une bague gravée?', []);
    expect(fr).toBe(`${PERSONALISED_RETURNS_RULE.fr}\n\nPlus de détails sur notre page [Retours et échanges](/shop/fr/returns).`);
  });

  it('answers refund timing, the return window, resizing and half sizes with one line each', () => {
    expect(preciseFact('How long do refunds take?', 'en')).toMatch(/^Refunds go to your original payment method within 3-5 business days of receipt\.\n\nMore on our \[Returns/);
    expect(preciseFact('How many days do I have to return a necklace?', 'en')).toMatch(/^Satisfaction guarantee: 30 days/);
    expect(preciseFact('Can you resize a ring?', 'en')).toMatch(/we resize our rings within 2 sizes/);
    expect(preciseFact('Do you make half sizes?', 'en')).toMatch(/with half sizes wherever a ring's page offers them/);
    expect(preciseFact('Do you make half sizes?', 'en')).not.toMatch(/on request/);
    expect(preciseFact('Combien de temps pour un remboursement?', 'fr')).toMatch(/^Le remboursement est fait/);
  });

  it('leaves a broad question to the whole page', () => {
    expect(preciseFact('What is your return policy?', 'en')).toBeUndefined();
    expect(composeAnswer('What is your return policy?', [])).toContain('Satisfaction guarantee: 30 days');
  });

  it('advises "between 6 and 7" from the size guide rule, and never reads the sizes as a budget', () => {
    const answer = composeAnswer("I'm between 6 and 7, which ring size should I get?", []);
    expect(answer).toMatch(/^Between sizes 6 and 7: choose 7 for a wide band/);
    expect(answer).toContain('size 6.5 where the ring offers it');
    expect(answer).not.toMatch(/budget|\$6/);
    expect(readQuestion('between size 6 and 7').filters.maxPrice).toBeUndefined();
    expect(readQuestion('necklaces between $50 and $70').filters).toMatchObject({ minPrice: 50, maxPrice: 70 });
    expect(composeAnswerFr('Je suis entre 6 et 7, quelle taille choisir?', [])).toMatch(/^Entre les tailles 6 et 7 : choisissez la 7/);
  });
});
