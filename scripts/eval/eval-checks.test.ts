import { describe, expect, it } from 'vitest';
import { grammarFaults } from './eval-checks';

describe('grammarFaults: the same mechanical checks for both languages', () => {
  it('finds the faults of the French answers issue 44 reported', () => {
    expect(grammarFaults('Le jonc conviendrait, mais elle est épuisée.', 'fr')).toEqual([expect.stringMatching(/a pronoun with no noun/)]);
    expect(grammarFaults('Cette bague est in stock.', 'fr')).toEqual([expect.stringMatching(/English words/)]);
    expect(grammarFaults('Une pierre de améthyste, à le doigt.', 'fr')).toHaveLength(2);
  });

  it('passes good French, piece names and pronouns after their verb', () => {
    expect(grammarFaults('La taille 6,5 de « Bague de amour » est épuisée pour le moment. Rincez-le à l’eau tiède.', 'fr')).toEqual([]);
    expect(grammarFaults('Voir [The Ring](/shop/fr/product/1) : 46,00 $', 'fr')).toEqual([]);
  });

  it('holds English to English rules', () => {
    expect(grammarFaults('It is a amethyst ring for the the evening, ready in 1 days.', 'en')).toHaveLength(3);
    expect(grammarFaults('A unique amethyst ring, one of a kind, ships in 1 business day.', 'en')).toEqual([]);
  });
});
