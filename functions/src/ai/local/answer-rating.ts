import type { Language } from '@crystal/shared/schemas/language';
import type { ShopProduct } from '../provider/ai-provider';

/**
 * "What do buyers say?", "is it well reviewed?", « qu’en disent les acheteurs ? », « est-elle bien notée ? »:
 * read on the question lower-cased with its accents folded, in either language.
 */
const REVIEWS_ASKED =
  /\b(reviews?|reviewed|ratings?|rated|what (do|did|have) (buyers|customers|people|others|shoppers) (say|said|think|thought))\b|\b(les|des|ses|leurs|aucun) avis\b|\bd.avis\b|\bavis (des|de|d.)\b|\b(bien |mal )?notee?s?\b|\bevaluations?\b|\bqu.en (disent|pensent)\b/;

const fold = (s: string) => s.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '');

export const asksAboutReviews = (question: string) => REVIEWS_ASKED.test(fold(question));

/**
 * The guide's one line about a piece's reviews: its average and count from published reviews only ("4.8
 * from 12 buyers"), or that it has none yet. Never a review's words: the guide quotes nothing else of them.
 */
export function ratingLine(p: ShopProduct, language: Language): string {
  const fr = language === 'fr';
  const name = fr ? (p.frName ?? p.name) : p.name;
  const url = fr ? (p.frUrl ?? p.url) : p.url;
  // Linked only while it can be bought, as every line of the guide.
  const shown = p.stockQuantity > 0 ? `[${name}](${url})` : fr ? `« ${name} »` : name;
  const count = p.rating?.count ?? 0;
  if (!p.rating || count < 1) return fr ? `${shown} n’a pas encore d’avis d’acheteurs.` : `The ${shown} has no reviews from buyers yet.`;
  if (fr) return `${shown} a une note de ${String(p.rating.average).replace('.', ',')} sur 5, selon ${count} ${count === 1 ? 'acheteur' : 'acheteurs'}.`;
  return `The ${shown} is rated ${p.rating.average} out of 5, from ${count} ${count === 1 ? 'buyer' : 'buyers'}.`;
}
