import type { ShopProduct } from '../provider/ai-provider';
import { foldTerm } from '../../catalog';

/**
 * "Do you have this in size 7?" / « L’avez-vous en taille 7 ? »: the option and value the shopper names,
 * read from the words before a value ("size 7", "taille 7,5", "length 18", "longueur 18 po").
 */
const ASK = /\b(size|taille|length|longueur)\s*:?\s*(\d{1,2}(?:[.,]5)?|xxs|xs|s|m|l|xl|xxl)\b/i;

const OPTION_WORDS: Record<string, string> = { size: 'size', taille: 'size', length: 'length', longueur: 'length' };

/** A value as the shopper may write it: "7,5" is "7.5"; "18" is "18 in". */
const sameValue = (asked: string, value: string) => {
  const a = foldTerm(asked).replace(',', '.');
  const v = foldTerm(value).replace(',', '.');
  return a === v || v.replace(/\s*(in|po)$/, '') === a;
};

export type OptionAsk = { option: string; value: string };

export function readOptionAsk(question: string): OptionAsk | undefined {
  const m = ASK.exec(question);
  return m ? { option: OPTION_WORDS[foldTerm(m[1]!)]!, value: m[2]! } : undefined;
}

/** The answer from the piece's options and their stock at answer time, in the shopper's language. */
export function answerOptionAsk(p: ShopProduct, ask: OptionAsk, lang: 'en' | 'fr'): string {
  const fr = lang === 'fr';
  const name = fr ? `« ${p.frName ?? p.name} »` : `the ${p.name}`;
  const Name = fr ? name : `The ${p.name}`;
  const option = p.options?.find((o) => foldTerm(o.name) === ask.option);
  const word = fr ? (ask.option === 'size' ? 'taille' : 'longueur') : ask.option;
  if (!option) {
    return fr
      ? `${Name} ne se choisit pas en ${word} : c’est une seule ${word}. Pour une pièce sur mesure, demandez une consultation.`
      : `${Name} doesn't come in different ${ask.option}s. For a made-to-measure piece, ask us for a consultation.`;
  }
  const label = (v: { value: string; frValue?: string }) => (fr ? (v.frValue ?? v.value) : v.value);
  const inStock = option.values.filter((v) => v.available > 0);
  const value = option.values.find((v) => sameValue(ask.value, v.value) || (v.frValue !== undefined && sameValue(ask.value, v.frValue)));
  const others = inStock.filter((v) => v !== value).map(label).join(', ');
  const price = fr ? `${p.price.replace('.', ',')} $` : `$${p.price}`;
  if (!value) {
    const all = option.values.map(label).join(', ');
    return fr
      ? `${Name} n’existe pas en ${word} ${ask.value} : ${word}s offertes : ${all}.`
      : `${Name} doesn't come in ${ask.option} ${ask.value}: its ${ask.option}s are ${all}.`;
  }
  if (value.available > 0) {
    const made = p.madeToOrder;
    const count = made
      ? fr
        ? `fait sur commande, expédié en ${made.leadTimeDays} jours ouvrables`
        : `made to order, ships in ${made.leadTimeDays} business days`
      : fr
        ? `${value.available} en stock`
        : `${value.available} in stock`;
    return fr
      ? `Oui, ${name} est offert en ${word} ${label(value)} (${count}), à ${price}. Choisissez la ${word} sur sa page avant d’ajouter au panier.`
      : `Yes, ${name} is available in ${ask.option} ${label(value)} (${count}), at ${price}. Choose the ${ask.option} on its page before adding it to your cart.`;
  }
  return fr
    ? `${Name} en ${word} ${label(value)} est épuisé pour le moment.${others ? ` En stock : ${word} ${others}.` : ''}`
    : `${Name} in ${ask.option} ${label(value)} is sold out right now.${others ? ` In stock: ${ask.option} ${others}.` : ''}`;
}
