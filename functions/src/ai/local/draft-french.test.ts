import { describe, expect, it } from 'vitest';
import { readFrenchDraft } from '../provider/french-draft-prompt';
import { AiUnavailableError } from '../provider/ai-provider';
import { draftCare, draftFrenchLocally, draftName } from './draft-french';

describe('the local French drafter', () => {
  it('drafts a seed piece from the artisan’s own French', () => {
    const draft = draftFrenchLocally({
      kind: 'product',
      text: { name: 'Garnet Ember Ring', description: 'anything', careInstructions: 'Keep completely dry: selenite is soft and water soluble. Dust with a dry cloth. Never cleanse with water or salt.' },
      gemstones: ['Garnet'],
      materials: ['Sterling Silver'],
    });
    expect(draft.source).toBe('seed');
    expect(draft.text).toMatchObject({ name: 'Bague braise en grenat', careInstructions: expect.stringMatching(/^Gardez-la bien au sec/) });
  });

  it('names a new piece from the phrasebook, agreeing the finish with the stone', () => {
    expect(draftName('Raw Amethyst Pendant', ['Amethyst'])).toBe('Pendentif en améthyste brute');
    expect(draftName('Polished Garnet Bangle', ['Garnet'])).toBe('Jonc en grenat poli');
    expect(draftName('Wire Wrapped Peridot Pendant', ['Peridot'])).toBe('Pendentif en péridot en fil enroulé');
    expect(draftName('Sunrise Ring', [])).toBe('Bague faite à la main à Winnipeg');
    expect(draftName('The Wanderer', [])).toBe('Pièce artisanale « The Wanderer »');
  });

  it('writes a French description from the facts, with sizes said the Quebec way', () => {
    const draft = draftFrenchLocally({
      kind: 'product',
      text: { name: 'Rose Quartz Bead Anklet', description: 'Soft pink beads. Sizes XS to XL.', careInstructions: '' },
      gemstones: ['Rose Quartz'],
      materials: ['Stretch Cord'],
    });
    expect(draft.source).toBe('phrasebook');
    expect(draft.text).toEqual({
      name: 'Bracelet de cheville en quartz rose',
      description: 'Un bracelet de cheville de quartz rose sur cordon élastique, fait à la main à Winnipeg. Le quartz rose a une énergie douce, aimante et réconfortante. Tailles TP à TG.',
      careInstructions: '',
    });
  });

  it('builds care from the stone and the materials when the English care is new', () => {
    expect(draftCare('Keep it dry please.', ['Malachite'], ['Copper Wire'])).toBe(
      'Gardez-la au sec : dépoussiérez-la avec un chiffon sec et purifiez-la par le son ou la lune plutôt qu’à l’eau. Polissez le cuivre avec un chiffon doux pour garder son éclat, ou laissez-le se patiner naturellement.',
    );
  });

  it('drafts a new collection from its kind of piece', () => {
    expect(draftFrenchLocally({ kind: 'category', text: { name: 'Crystal Earrings', description: 'Studs and drops.' } })).toEqual({
      text: { name: 'Boucles d’oreilles de cristaux', description: 'Des pièces faites à la main à Winnipeg, une à une, avec des pierres naturelles.' },
      source: 'phrasebook',
    });
  });
});

describe('reading the model’s French draft', () => {
  const english = { name: 'Ring', description: 'A ring.', careInstructions: '' };
  it('takes exactly the English keys from the JSON, around any prose', () => {
    expect(readFrenchDraft('Voici : {"name":" Bague ","description":"Une bague.","careInstructions":"","extra":"x"}', english)).toEqual({
      name: 'Bague',
      description: 'Une bague.',
      careInstructions: '',
    });
  });
  it('refuses an answer that is not JSON or leaves a field untranslated', () => {
    expect(() => readFrenchDraft('Désolé', english)).toThrow(AiUnavailableError);
    expect(() => readFrenchDraft('{"name":"Bague","description":""}', english)).toThrow(AiUnavailableError);
  });
});
