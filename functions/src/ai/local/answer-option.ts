import type { ShopProduct } from '../provider/ai-provider';
import { localeValue } from '@crystal/shared/product-choices';
import { foldTerm } from '../../catalog';

/**
 * "Do you have this in size 7?" / « L’avez-vous en taille 7 ? »: the option and value the shopper names,
 * read from the words before a value ("size 7", "taille 7,5", "length 18", "longueur 18 po").
 */
const ASK = /\b(size|taille|length|longueur)\s*:?\s*(\d{1,2}(?:[.,]5)?|xxs|xs|s|m|l|xl|xxl)\b/i;
/** "Is it available in 6.5?" / « Existe-t-elle en 6,5 ? »: a bare value that ends the question, its option read from the piece. */
const BARE = /\b(?:in|en)\s+(?:an?\s+|une?\s+)?(\d{1,2}(?:[.,]5)?)\s*(?:[?.!]|$)/i;

const OPTION_WORDS: Record<string, string> = { size: 'size', taille: 'size', length: 'length', longueur: 'length' };

/** A value as the shopper may write it: "7,5" is "7.5"; "18" is "18 in". */
const sameValue = (asked: string, value: string) => {
  const a = foldTerm(asked).replace(',', '.');
  const v = foldTerm(value).replace(',', '.');
  return a === v || v.replace(/\s*(in|po)$/, '') === a;
};

/** The option named ("size", "length"), or none when only a value was given. */
export type OptionAsk = { option?: string; value: string };

export function readOptionAsk(question: string): OptionAsk | undefined {
  const m = ASK.exec(question);
  if (m) return { option: OPTION_WORDS[foldTerm(m[1]!)]!, value: m[2]! };
  const bare = BARE.exec(question.trim());
  return bare ? { value: bare[1]! } : undefined;
}

type Option = NonNullable<ShopProduct['options']>[number];
type Value = Option['values'][number];

/** What an option is called in the guide's words ("size", "length"), whatever its name. */
const kindOf = (o: Option) => OPTION_WORDS[foldTerm(o.name)] ?? foldTerm(o.name);

function optionAsked(p: ShopProduct, ask: OptionAsk): Option | undefined {
  if (ask.option) return p.options?.find((o) => kindOf(o) === ask.option);
  return p.options?.find((o) => o.values.some((v) => sameValue(ask.value, v.value))) ?? p.options?.find((o) => kindOf(o) === 'size') ?? p.options?.[0];
}

/** The answer from the piece's options and their stock at answer time, in the shopper's language. */
export function answerOptionAsk(p: ShopProduct, ask: OptionAsk, lang: 'en' | 'fr'): string {
  const fr = lang === 'fr';
  const name = fr ? `« ${p.frName ?? p.name} »` : `the ${p.name}`;
  const Name = fr ? name : `The ${p.name}`;
  const option = optionAsked(p, ask);
  const kind = ask.option ?? (option ? kindOf(option) : 'size');
  const word = fr ? (kind === 'length' ? 'longueur' : 'taille') : kind;
  if (!option) {
    return fr
      ? `${Name} n’a pas de choix de ${word}. Pour une pièce sur mesure, demandez une consultation.`
      : `${Name} doesn't come in different ${kind}s. For a made-to-measure piece, ask us for a consultation.`;
  }
  const label = (v: Value) => (fr ? (v.frValue ?? localeValue(v.value, 'fr')) : v.value);
  const value = option.values.find((v) => sameValue(ask.value, v.value) || (v.frValue !== undefined && sameValue(ask.value, v.frValue)));
  const left = option.values.filter((v) => v.available > 0 && v !== value).map(label).join(', ');
  const price = fr ? `${p.price.replace('.', ',')} $` : `$${p.price}`;
  if (!value) {
    const all = option.values.map(label).join(', ');
    return fr
      ? `${Name} n’existe pas en ${word} ${localeValue(ask.value.replace(',', '.'), 'fr')}. ${word === 'taille' ? 'Tailles offertes' : 'Longueurs offertes'} : ${all}.`
      : `${Name} doesn't come in ${kind} ${ask.value}: its ${kind}s are ${all}.`;
  }
  if (value.available > 0) {
    const made = p.madeToOrder;
    const count = made
      ? fr
        ? `pièce faite sur commande, expédiée en ${made.leadTimeDays} jours ouvrables`
        : `made to order, ships in ${made.leadTimeDays} business days`
      : fr
        ? `${value.available} en stock`
        : `${value.available} in stock`;
    return fr
      ? `Oui, la ${word} ${label(value)} de ${name} est offerte (${count}), à ${price}. Choisissez-la sur la page de la pièce avant de l’ajouter au panier.`
      : `Yes, ${name} is available in ${kind} ${label(value)} (${count}), at ${price}. Choose the ${kind} on its page before adding it to your cart.`;
  }
  return fr
    ? `La ${word} ${label(value)} de ${name} est épuisée pour le moment.${left ? ` ${word === 'taille' ? 'Tailles' : 'Longueurs'} encore offertes : ${left}.` : ''}`
    : `${Name} in ${kind} ${label(value)} is sold out right now.${left ? ` ${kind === 'size' ? 'Sizes' : 'Lengths'} left: ${left}.` : ''}`;
}
