import { withCollectionsNamed } from '../retrieval/collections-named';
import { RETURNS } from '@crystal/shared/constants/policies';
import { CRYSTALS_FR, findCrystalFr, theStone } from '../knowledge/crystals-fr';
import { CRYSTALS } from '../knowledge/crystals';
import type { ChatTurn, ShopProduct } from '../provider/ai-provider';
import { focusCrystals } from '../retrieval/analyse-words';
import { listsEveryFit, namedProducts, overBudget, searchCatalogue } from '../retrieval/catalogue-search';
import { withHistory } from '../retrieval/follow-up';
import type { Question } from '../retrieval/read-question';
import { readQuestionFr } from '../retrieval/read-question-fr';
import { preciseFact } from '../retrieval/precise-facts';
import { factText, lookupFact } from '../retrieval/shop-facts-lookup';
import { FR_MEDICAL, FR_REFUSE, FR_WELCOME, describeStone, frList, money, pieceLineFr, stockFr } from './describe-piece-fr';
import { answerOptionAsk, readOptionAsk } from './answer-option';
import { asksAboutReviews, ratingLine } from './answer-rating';
import { t } from './guide-text';

export { FR_MEDICAL, FR_REFUSE, FR_WELCOME, stonesAskedFr } from './describe-piece-fr';

const MEDICAL_FR = /\b(guerir|guerison|maladie|medical|medicament|soigner|traitement|cancer|douleur|depression)\b/;
const fold = (s: string) => s.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/** The wishes the guide names in French, by the knowledge base's property words. */
const WISH_NAMES_FR: Record<string, string> = {
  calm: 'le calme',
  stress: 'le stress',
  anxiety: 'l’anxiété',
  peace: 'la paix',
  sleep: 'le sommeil',
  love: 'l’amour',
  protection: 'la protection',
  confidence: 'la confiance',
  abundance: 'l’abondance',
  focus: 'la concentration',
  study: 'les études',
  grounding: 'l’ancrage',
  creativity: 'la créativité',
  luck: 'la chance',
  courage: 'le courage',
  intuition: 'l’intuition',
  meditation: 'la méditation',
  joy: 'la joie',
  balance: 'l’équilibre',
  clarity: 'la clarté',
  communication: 'la communication',
  travel: 'les voyages',
};

const stonesOf = (p: ShopProduct) =>
  p.gemstones.flatMap((g) => CRYSTALS.filter((c) => CRYSTALS_FR[c.name] === findCrystalFr(g)).slice(0, 1));

function budgetFr(q: Question): string {
  const { maxPrice: max, minPrice: min } = q.filters;
  if (max !== undefined && min !== undefined) return ` entre ${Math.round(min)} $ et ${Math.round(max)} $`;
  if (max !== undefined) return ` à moins de ${Math.ceil(max)} $`;
  return min !== undefined ? ` à plus de ${Math.floor(min)} $` : '';
}

/** The piece on screen: its price and stock from the catalogue at answer time, and whether it suits a gift. */
function aboutPieceFr(p: ShopProduct, q: Question): string[] {
  const link = `[${p.frName ?? p.name}](${p.frUrl ?? p.url})`;
  // « Cette pièce » carries the agreement, whatever the gender of the piece's own name.
  if (p.stockQuantity <= 0) return [`Cette pièce, ${link} (${money(p.price)}), est épuisée pour le moment : je ne peux donc pas vous l’offrir.`];
  const parts = [
    p.madeToOrder
      ? `${link} coûte ${money(p.price)}. Cette pièce est fabriquée sur commande et expédiée en environ ${p.madeToOrder.leadTimeDays} jours ouvrables.`
      : `${link} coûte ${money(p.price)} et est en stock${stockFr(p)}.`,
  ];
  if (q.gift) {
    const returns = lookupFact('returns', 'fr');
    parts.push(
      `C’est un beau cadeau, fait à la main. Si elle ne convient pas tout à fait, notre [politique de retour](${returns.url}) donne ${RETURNS.satisfactionDays} jours pour un remboursement complet ou un échange.`,
    );
  }
  for (const c of stonesOf(p).slice(0, 1)) parts.push(describeStone(c.name, CRYSTALS_FR[c.name]!));
  return parts;
}

/** In-stock pieces matching the question's filters (the English guide's search), or the honest closest ones. */
function recommendFr(q: Question, catalogue: ShopProduct[], prefer: string[]): string {
  // Un cadeau ou un budget : toutes les pièces qui conviennent, classées, jusqu’à LIST_LIMIT.
  const listing = listsEveryFit(q.filters, q.gift);
  const { matches, closest, soldOut, total } = searchCatalogue(catalogue, q.filters, { prefer, max: 4, list: listing });
  if (matches.length) {
    const heading = t('fr', 'inStockHeading', { gift: q.gift ? 'yes' : 'no', filters: budgetFr(q) });
    const rest = total - matches.length;
    const more = listing && rest > 0 ? [t('fr', 'moreFit', { count: rest })] : [];
    return [heading, ...matches.map(pieceLineFr), ...more].join('\n');
  }
  const lines = ['Aucune pièce correspondante n’est en stock en ce moment.'];
  for (const p of soldOut) lines.push(t('fr', 'soldOutFits', { name: p.frName ?? p.name }));
  // Le budget est respecté : rien n’y entre, on le dit, et chaque pièce proche qui le dépasse est marquée.
  const over = closest.filter((p) => overBudget(p, q.filters));
  if (q.filters.maxPrice !== undefined && over.length) lines.push(t('fr', 'noneWithinBudget', { budget: Math.ceil(q.filters.maxPrice) }));
  if (closest.length)
    lines.push(
      t('fr', over.length ? 'nearestOverBudget' : 'closest'),
      ...closest.map((p) => (overBudget(p, q.filters) ? t('fr', 'overBudget', { line: pieceLineFr(p) }) : pieceLineFr(p))),
    );
  const consult = lookupFact('consultations', 'fr');
  return `${lines.join('\n')}\n\n${t('fr', 'orConsult', { url: consult.url })}`;
}

/**
 * The answer in French to a shopper on the French site: the same reading of the question, the same shop facts
 * and the same catalogue search as the English guide, from the French knowledge base and in French words.
 */
export function composeAnswerFr(
  question: string,
  catalogue: ShopProduct[],
  opts: { viewing?: ShopProduct; history?: ChatTurn[] } = {},
): string {
  let q = withCollectionsNamed(readQuestionFr(question, { viewing: Boolean(opts.viewing) }), catalogue);
  if (opts.history?.length) q = withHistory(q, opts.history, catalogue, opts.viewing, readQuestionFr);
  if (q.injection) return FR_REFUSE;
  const parts: string[] = [];
  if (MEDICAL_FR.test(fold(question)) || q.words.medical) parts.push(FR_MEDICAL);

  const ownFilters = q.words.crystals.length > 0 || q.words.categories.length > 0;
  // « L’avez-vous en taille 7 ? » : la réponse vient des options de la pièce et de leur stock.
  // « La bague … existe-t-elle en taille 6,5 ? » : la pièce nommée, sinon celle à l’écran.
  const optionAsk = readOptionAsk(question);
  const named = namedProducts(catalogue, question)[0];
  const optionOf = optionAsk ? (named ?? opts.viewing) : undefined;
  // A piece named by its name is the subject, as the English guide reads it (its lead time, its stock).
  const viewing = opts.viewing && (optionAsk || q.refersToViewed || (q.gift && !ownFilters)) ? opts.viewing : (optionOf ?? named);
  // « Qu’en disent les acheteurs ? » : sa note d’après les avis publiés, seule chose dite des avis.
  const reviewsOf = !(optionOf && optionAsk) && asksAboutReviews(question) ? (named ?? opts.viewing) : undefined;
  if (optionOf && optionAsk) parts.push(answerOptionAsk(optionOf, optionAsk, 'fr'));
  else if (reviewsOf) parts.push(ratingLine(reviewsOf, 'fr'));
  else if (viewing) parts.push(...aboutPieceFr(viewing, q));

  const precise = preciseFact(question, 'fr');
  if (precise) parts.push(precise);
  else for (const topic of q.topics.slice(0, 3)) if (!(optionOf && topic === 'sizes')) parts.push(factText(topic, { language: 'fr' }));

  const factsOnly = precise !== undefined || (q.topics.length > 0 && q.words.crystals.length === 0 && !q.asksForPieces);
  if (!viewing && !reviewsOf && !factsOnly) {
    const focus = focusCrystals(q.words);
    const wishes = q.words.properties.filter((p) => WISH_NAMES_FR[p]);
    if (q.words.crystals.length) for (const c of focus.slice(0, 2)) parts.push(describeStone(c.name, CRYSTALS_FR[c.name]!));
    else if (wishes.length && focus.length)
      parts.push(
        t('fr', 'wishes', { wishes: frList(wishes.map((w) => WISH_NAMES_FR[w]!)), stones: frList(focus.map((c) => theStone(CRYSTALS_FR[c.name]!))) }),
      );
    if (q.wantsPieces || focus.length > 0) parts.push(recommendFr(q, catalogue, focus.map((c) => c.name)));
  }
  if (!parts.length) {
    const suggestions = catalogue.filter((p) => p.stockQuantity > 0).slice(0, 3);
    return [FR_WELCOME, ...(suggestions.length ? [`Quelques pièces en stock :\n${suggestions.map(pieceLineFr).join('\n')}`] : [])].join('\n\n');
  }
  return parts.join('\n\n');
}
