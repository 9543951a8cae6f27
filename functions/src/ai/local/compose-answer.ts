import { CRYSTALS } from '../knowledge/crystals';
import type { ChatTurn, ShopProduct } from '../provider/ai-provider';
import { focusCrystals, list } from '../retrieval/analyse-words';
import { listsEveryFit, namedProducts, overBudget, searchCatalogue } from '../retrieval/catalogue-search';
import { withHistory } from '../retrieval/follow-up';
import { readQuestion, type Question } from '../retrieval/read-question';
import { shownCollections, withCollectionsNamed } from '../retrieval/collections-named';
import { preciseFact } from '../retrieval/precise-facts';
import { factText, lookupFact } from '../retrieval/shop-facts-lookup';
import { answerAboutPiece } from './answer-piece';
import { answerOptionAsk, readOptionAsk } from './answer-option';
import { describeCrystal, pieceLine } from './describe-piece';
import { asksAboutReviews, ratingLine } from './answer-rating';
import { t } from './guide-text';

export const REFUSE_RULES = t('en', 'refuse');
const MEDICAL = t('en', 'medical');
const OFF_TOPIC = t('en', 'welcome');
const ABOUT =
  /\b(good|suit|suitable|meaning|mean|worth|price|cost|how much|wear|tell me|about|describe|what is|what's)\b/i;

function describeFilters(q: Question): string {
  const f = q.filters;
  const bits = [
    f.stones.length ? list(f.stones) : '',
    f.materials.length ? list(f.materials) : '',
    f.categories.length ? list(f.categories).toLowerCase() : 'pieces',
    f.maxPrice !== undefined && f.minPrice !== undefined
      ? `between $${Math.round(f.minPrice)} and $${Math.round(f.maxPrice)}`
      : f.maxPrice !== undefined
        ? `under $${Math.ceil(f.maxPrice)}`
        : f.minPrice !== undefined
          ? `over $${Math.floor(f.minPrice)}`
          : '',
  ];
  return bits.filter(Boolean).join(' ');
}

function recommend(q: Question, catalogue: ShopProduct[]): string {
  const prefer = focusCrystals(q.words).map((c) => c.name);
  const listing = listsEveryFit(q.filters, q.gift);
  const { matches, closest, soldOut, total } = searchCatalogue(catalogue, q.filters, { prefer, nothingFits: q.unknown.length > 0, list: listing });
  if (matches.length && q.unknown.length === 0) {
    const what = describeFilters(q);
    const heading = q.filters.includeSoldOut
      ? `From our shop (${what}):`
      : t('en', 'inStockHeading', { gift: q.gift ? 'yes' : 'no', filters: what === 'pieces' ? '' : ` (${what})` });
    const more = listing && total > matches.length ? [t('en', 'moreFit', { count: total - matches.length })] : [];
    return [heading, ...matches.map(pieceLine), ...more].join('\n');
  }
  const consult = lookupFact('consultations');
  const budget = q.filters.maxPrice;
  const lines = [
    q.unknown.length
      ? `Nothing in the shop matches: we don't make ${list(q.unknown)}; our collections are ${list(shownCollections(catalogue).map((c) => c.toLowerCase()))}.`
      : `Nothing in the shop matches ${describeFilters(q)} in stock right now.`,
  ];
  for (const p of soldOut) lines.push(t('en', 'soldOutFits', { name: p.name }));
  // A budget is respected: when nothing fits it, the nearest pieces are offered, each over it labelled so.
  const over = closest.filter((p) => overBudget(p, q.filters));
  if (budget !== undefined && over.length) lines.push(t('en', 'noneWithinBudget', { budget: Math.ceil(budget) }));
  if (closest.length)
    lines.push(
      t('en', over.length ? 'nearestOverBudget' : 'closest'),
      ...closest.map((p) => (overBudget(p, q.filters) ? t('en', 'overBudget', { line: pieceLine(p) }) : pieceLine(p))),
    );
  return `${lines.join('\n')}\n\n${t('en', 'orConsult', { url: consult.url })}`;
}

/**
 * The local guide's answer from the shared retrieval: the shop's facts for policy questions, the live
 * catalogue for pieces (filtered by what the question implies; sold-out pieces never linked), the crystal
 * knowledge base for lore. `plain` drops markdown for speech.
 */
export function composeAnswer(
  prompt: string,
  catalogue: ShopProduct[],
  opts: { plain?: boolean; viewing?: ShopProduct; history?: ChatTurn[] } = {},
): string {
  let q = withCollectionsNamed(readQuestion(prompt, { viewing: Boolean(opts.viewing) }), catalogue);
  if (opts.history?.length) q = withHistory(q, opts.history, catalogue, opts.viewing);
  const parts: string[] = [];
  if (q.injection) parts.push(REFUSE_RULES);
  if (q.words.medical) parts.push(MEDICAL);

  const named = namedProducts(catalogue, prompt)[0];
  const viewed = q.refersToViewed ? opts.viewing : undefined;
  const subject = named ?? viewed;
  // "Do you have this in size 7?": answered from the piece's options and their stock.
  const optionAsk = readOptionAsk(prompt);
  const answeredOption = Boolean(subject && optionAsk && !q.injection);
  if (answeredOption) parts.push(answerOptionAsk(subject!, optionAsk!, 'en'));
  // "What do buyers say about it?": its rating from published reviews, the one thing said of them.
  const reviewsOf = !q.injection && !answeredOption && asksAboutReviews(prompt) ? (named ?? opts.viewing) : undefined;
  if (reviewsOf) parts.push(ratingLine(reviewsOf, 'en'));
  const askAboutSubject =
    !reviewsOf &&
    !(subject && optionAsk) &&
    subject && (named || q.gift || q.stock || ABOUT.test(prompt) || q.topics.length === 0) && !q.injection;
  if (subject && askAboutSubject) parts.push(answerAboutPiece(subject, q, catalogue));

  // A precise question ("can I return an engraved ring?") gets its one sentence; a broad one, the page's lines.
  const precise = q.injection ? undefined : preciseFact(prompt, 'en');
  if (precise) parts.push(precise);
  // A piece's own size answers "in size 6.5?": the size guide is not pasted under it.
  else for (const topic of q.topics.slice(0, 3)) if (!(subject && optionAsk && topic === 'sizes')) parts.push(factText(topic));

  const focus = focusCrystals(q.words);
  const factsOnly = precise !== undefined || (q.topics.length > 0 && q.words.crystals.length === 0 && !q.asksForPieces);
  if (!askAboutSubject && !answeredOption && !reviewsOf && !q.injection && !factsOnly) {
    if (q.words.chakras.length && !q.words.crystals.length) {
      for (const ch of q.words.chakras) {
        const stones = CRYSTALS.filter((c) => c.chakras.includes(ch)).map((c) => c.name);
        parts.push(`For the ${ch} chakra, stones traditionally used are ${list(stones.slice(0, 6))}.`);
      }
    }
    const wishes = q.words.properties.filter((p) => p !== 'gift');
    const lore = q.words.crystals.length > 0 || (!q.asksForPieces && focus.length > 0);
    if (lore) for (const c of focus) parts.push(describeCrystal(c, q.words, focus.length === 1));
    else if (wishes.length && focus.length)
      parts.push(t('en', 'wishes', { wishes: list(wishes), stones: list(focus.map((c) => c.name)) }));
    const pieces =
      q.wantsPieces ||
      q.unknown.length > 0 ||
      focus.length > 0 ||
      q.words.categories.length > 0 ||
      q.words.chakras.length > 0;
    if (pieces) parts.push(recommend(q, catalogue));
  }
  if (parts.length === 0) {
    parts.push(
      q.words.onTopic
        ? 'Every stone carries its own traditions. Amethyst is loved for calm, Rose Quartz for love and compassion, Citrine for confidence and Black Tourmaline for grounding.'
        : OFF_TOPIC,
    );
  }
  const text = parts.join('\n\n');
  return opts.plain
    ? text
        .replace(/\*\*/g, '')
        .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
        .replace(/^- /gm, '')
    : text;
}
