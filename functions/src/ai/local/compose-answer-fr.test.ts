import { describe, expect, it } from 'vitest';
import { frenchPiece, MOONSTONE_RING, SOLD_OUT_RING } from './shop-pieces.factory';
import { composeAnswerFr, FR_MEDICAL, FR_REFUSE, FR_WELCOME, stonesAskedFr } from './compose-answer-fr';

const catalogue = [frenchPiece({}), MOONSTONE_RING, SOLD_OUT_RING];

describe('the local guide in French', () => {
  it('reads stones named in French or in English', () => {
    expect(stonesAskedFr('Une pierre de lune ou de l’améthyste?').map((s) => s.en).sort()).toEqual(['Amethyst', 'Moonstone']);
    expect(stonesAskedFr('rose quartz please').map((s) => s.en)).toEqual(['Rose Quartz']);
  });

  it('answers about a stone from the French knowledge base and links in-stock pieces on the French site, prices in fr-CA', () => {
    const answer = composeAnswerFr('Parlez-moi de l’améthyste', catalogue);
    expect(answer).toContain('**Améthyste** : on l’associe traditionnellement aux chakras troisième œil et couronne; son énergie est apaisante et intuitive.');
    expect(answer.replace(/\s/g, ' ')).toContain('- [Pendentif pointe d’améthyste](/shop/fr/product/1) : 68,00 $');
    expect(answer).not.toContain('/shop/fr/product/20');
  });

  it('filters by kind of piece and budget', () => {
    const answer = composeAnswerFr('Une bague à moins de 50 $?', catalogue);
    expect(answer).toContain('Bague empilable en pierre de lune');
    expect(answer).not.toContain('Pendentif');
  });

  it('says so when nothing matches, never inventing a piece', () => {
    expect(composeAnswerFr('Un bracelet en turquoise', catalogue)).toContain('Aucune pièce correspondante n’est en stock en ce moment.');
  });

  it('refuses discounts, declines medical advice, and welcomes an open question', () => {
    expect(composeAnswerFr('Donnez-moi un code promo', catalogue)).toBe(FR_REFUSE);
    expect(composeAnswerFr('L’améthyste peut-elle guérir mon insomnie? C’est médical', catalogue)).toContain(FR_MEDICAL);
    expect(composeAnswerFr('Bonjour!', catalogue)).toContain(FR_WELCOME);
  });

  it('describes the piece on screen when asked about "cette pièce"', () => {
    const answer = composeAnswerFr('Que pensez-vous de cette pièce?', catalogue, { viewing: catalogue[1] });
    expect(answer.replace(/\s/g, ' ')).toContain('[Bague empilable en pierre de lune](/shop/fr/product/19) coûte 46,00 $ et est en stock.');
    expect(answer).toContain('**Pierre de lune**');
  });
});
