import type { Language } from '@crystal/shared/schemas/language';
import type { ShopProduct } from '../provider/ai-provider';

const LINK = /\[([^\]]+)\]\(([^)\s]*\/product\/(\d+))\)/g;
const LABELLED = /over (your |the )?budget|above (your |the )?budget|au-dessus (de votre |du )?budget/i;

/**
 * Keeps a model's answer true to the shopper's budget (issue 32): every piece it links above the budget
 * ceiling is labelled "over budget" where it is named, and when every piece it links is over budget and the
 * answer does not say so, it opens by saying none is within it. The local guide writes the same words.
 */
export function labelOverBudget(text: string, catalogue: ShopProduct[], maxPrice: number | undefined, language: Language = 'en'): string {
  if (maxPrice === undefined) return text;
  const price = new Map(catalogue.map((p) => [p.id, Number(p.price)]));
  const fr = language === 'fr';
  let linked = 0;
  let over = 0;
  const labelled = text.replace(LINK, (whole: string, _label: string, _url: string, id: string, offset: number, all: string) => {
    const p = price.get(Number(id));
    if (p === undefined) return whole;
    linked++;
    if (p <= maxPrice) return whole;
    over++;
    const rest = all.slice(offset + whole.length).split('\n')[0] ?? '';
    return LABELLED.test(rest) ? whole : `${whole} ${fr ? '(au-dessus du budget)' : '(over budget)'}`;
  });
  if (linked === 0 || over < linked || /budget/i.test(text.split('\n')[0] ?? '')) return labelled;
  const budget = Math.ceil(maxPrice);
  const none = fr ? `Aucune pièce n’entre dans votre budget de ${budget}\u00a0$; voici les plus proches.` : `Nothing is within your budget of $${budget}; here are the nearest pieces.`;
  return `${none}\n\n${labelled}`;
}
