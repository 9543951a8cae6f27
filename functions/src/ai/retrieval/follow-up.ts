import type { ChatTurn, ShopProduct } from '../provider/ai-provider';
import { readQuestion, type Question } from './read-question';

/** Conversations keep this many earlier turns: enough for "anything cheaper?", bounded for cost. */
export const HISTORY_TURNS = 6;

const FOLLOW_UP =
  /^\s*(and|what about|how about|any|anything|something|ok|okay|also|instead|do you have|cheaper|in|with|et|quoi|autre chose|avez-vous|en)\b/i;

/** The product ids an earlier answer linked to (links are `.../product/<id>`). */
export function linkedIds(text: string): number[] {
  return [...text.matchAll(/\/product\/(\d+)\)/g)].map((m) => Number(m[1]));
}

/**
 * Reads a follow-up in the light of the conversation: "anything cheaper?" keeps the last question's stone
 * and kind of piece and sets the budget under the cheapest piece shown; "what about rings?" keeps the rest.
 * `read` reads the earlier question in the conversation's language.
 */
export function withHistory(
  q: Question,
  history: ChatTurn[],
  catalogue: ShopProduct[],
  viewing?: ShopProduct,
  read: (text: string, opts: { viewing?: boolean }) => Question = readQuestion,
): Question {
  const turns = history.slice(-HISTORY_TURNS);
  const lastUser = [...turns].reverse().find((t) => t.role === 'user');
  const lastAnswer = [...turns].reverse().find((t) => t.role === 'assistant');
  if (!lastUser) return q;
  const own = q.filters;
  const hasOwn =
    own.stones.length > 0 ||
    own.categories.length > 0 ||
    own.materials.length > 0 ||
    q.words.properties.length > 0;
  const isFollowUp =
    q.cheaper || FOLLOW_UP.test(q.text) || (q.text.length < 40 && q.topics.length === 0 && !hasOwn);
  if (!isFollowUp || q.injection) return q;
  const before = read(lastUser.content, { viewing: Boolean(viewing) });
  // "Is this good for a gift?" then "anything cheaper?": cheaper pieces of the same kind as the one on screen.
  if (viewing && before.refersToViewed && before.filters.categories.length === 0)
    before.filters.categories = [viewing.category];
  const shown = lastAnswer ? linkedIds(lastAnswer.content) : [];
  const prices = catalogue.filter((p) => shown.includes(p.id)).map((p) => Number(p.price));
  const cheaperThan = prices.length ? Math.min(...prices) - 0.01 : before.filters.maxPrice;
  const filters = {
    ...before.filters,
    ...(own.maxPrice !== undefined ? { maxPrice: own.maxPrice } : {}),
    ...(own.minPrice !== undefined ? { minPrice: own.minPrice } : {}),
    categories: own.categories.length ? own.categories : before.filters.categories,
    stones: own.stones.length ? own.stones : before.filters.stones,
    materials: own.materials.length ? own.materials : before.filters.materials,
    includeSoldOut: own.includeSoldOut,
  };
  if (q.cheaper && own.maxPrice === undefined && cheaperThan !== undefined) {
    filters.maxPrice = cheaperThan;
    delete filters.minPrice;
  }
  return {
    ...q,
    filters,
    words: {
      ...q.words,
      properties: q.words.properties.length ? q.words.properties : before.words.properties,
    },
    gift: q.gift || before.gift,
    wantsPieces: true,
    asksForPieces: true,
    topics: q.topics,
  };
}
