import type { Tool } from '@aws-sdk/client-bedrock-runtime';
import { findCrystal } from '../knowledge/crystals';
import { listsEveryFit, overBudget, searchCatalogue } from '../retrieval/catalogue-search';
import { readQuestion, type SearchFilters } from '../retrieval/read-question';
import { FACT_TOPICS, lookupFact, type FactTopic } from '../retrieval/shop-facts-lookup';
import type { Language } from '@crystal/shared/schemas/language';
import type { ShopProduct } from './ai-provider';

/** The shop's tools as the model sees them (Converse tool use): catalogue search, shop facts, crystal lore. */
export function guideTools(catalogue: ShopProduct[]): Tool[] {
  const categories = [...new Set(catalogue.map((p) => p.category))];
  return [
    {
      toolSpec: {
        name: 'search_catalogue',
        description:
          "Searches the shop's live catalogue. Returns real pieces with their exact price, stock and link. In-stock pieces only unless includeSoldOut is true. Use it before recommending or naming any piece.",
        inputSchema: {
          json: {
            type: 'object',
            properties: {
              query: {
                type: 'string',
                description: "The shopper's wish in their words, e.g. 'calming stone for sleep'",
              },
              maxPrice: { type: 'number', description: 'Budget ceiling in CAD' },
              minPrice: { type: 'number', description: 'Budget floor in CAD' },
              category: { type: 'string', enum: categories },
              gemstone: { type: 'string', description: 'A stone, e.g. Amethyst' },
              material: { type: 'string', description: 'silver, gold, copper or stretch cord' },
              includeSoldOut: { type: 'boolean' },
            },
          },
        },
      },
    },
    {
      toolSpec: {
        name: 'shop_facts',
        description:
          "The shop's own policies and details, word for word from its pages: shipping, returns, warranty, sizes, care, financing, consultations, hours, payments. Use it for any question about them; never answer them from memory.",
        inputSchema: {
          json: {
            type: 'object',
            properties: { topic: { type: 'string', enum: [...FACT_TOPICS] } },
            required: ['topic'],
          },
        },
      },
    },
    {
      toolSpec: {
        name: 'crystal_knowledge',
        description:
          "The shop's crystal knowledge base: a stone's traditional meanings, chakras, care and pairings.",
        inputSchema: {
          json: { type: 'object', properties: { stone: { type: 'string' } }, required: ['stone'] },
        },
      },
    },
  ];
}

const str = (v: unknown) => (typeof v === 'string' ? v.slice(0, 300) : undefined);
const money = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : undefined);

/** A piece as a tool result: only catalogue values, read at answer time. */
const asResult = (p: ShopProduct) => ({
  name: p.name,
  price: `$${p.price}`,
  category: p.category,
  gemstones: p.gemstones,
  materials: p.materials,
  // The one availability rule's count (functions/src/ai/shop-catalogue.ts): a made-to-order piece is made for the shopper.
  stock:
    p.stockQuantity === 0 ? 'sold out' : p.madeToOrder ? 'made to order' : p.stockQuantity <= 5 ? `only ${p.stockQuantity} left` : 'in stock',
  link: p.url,
  ...(p.frName ? { frenchName: p.frName } : {}),
  ...(p.frUrl ? { frenchLink: p.frUrl } : {}),
  // Sizes and lengths with what can be bought of each now: "do you have this in size 7?" is answered from these.
  ...(p.options ? { options: p.options.map((o) => ({ name: o.name, values: o.values.map((v) => ({ value: v.value, inStock: v.available })) })) } : {}),
  ...(p.madeToOrder ? { madeToOrder: `ships in ${p.madeToOrder.leadTimeDays} business days` } : {}),
  // Published reviews' average and count, the only thing the guide may say of reviews.
  rating: p.rating && p.rating.count > 0 ? `${p.rating.average} out of 5 from ${p.rating.count} ${p.rating.count === 1 ? 'buyer' : 'buyers'}` : 'no reviews yet',
});

/** Runs one tool call from the model. Hostile or malformed input gets an error result, never a throw. */
export function runGuideTool(
  name: string,
  input: unknown,
  catalogue: ShopProduct[],
  /** The shop's facts come in the shopper's language (the French site gets the French facts). */
  language: Language = 'en',
): Record<string, unknown> {
  const args = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  if (name === 'search_catalogue') {
    const fromQuery = readQuestion(str(args.query) ?? '').filters;
    const category = str(args.category);
    const stone = str(args.gemstone);
    const filters: SearchFilters = {
      maxPrice: money(args.maxPrice) ?? fromQuery.maxPrice,
      minPrice: money(args.minPrice) ?? fromQuery.minPrice,
      categories: category
        ? catalogue
            .map((p) => p.category)
            .filter((c) => c.toLowerCase() === category.toLowerCase())
            .slice(0, 1)
        : fromQuery.categories,
      stones: stone ? [findCrystal(stone)?.name ?? stone] : fromQuery.stones,
      materials: str(args.material) ? [str(args.material)!.toLowerCase()] : fromQuery.materials,
      includeSoldOut: args.includeSoldOut === true,
    };
    const prefer = readQuestion(str(args.query) ?? '').words.crystals.map((c) => c.name);
    // A budget is offered every fitting piece, ranked, up to LIST_LIMIT (and how many more fit).
    const found = searchCatalogue(catalogue, filters, { prefer, max: 5, list: listsEveryFit(filters) });
    return {
      pieces: found.matches.map(asResult),
      ...(found.total > found.matches.length ? { moreFit: found.total - found.matches.length } : {}),
      ...(found.matches.length === 0
        ? {
            nothingMatches: true,
            // Nearest pieces above the budget say so: the answer must label them over budget (issue 32).
            ...(filters.maxPrice !== undefined ? { budget: `$${filters.maxPrice}`, nothingWithinBudget: true } : {}),
            closestInStock: found.closest.map((p) => ({ ...asResult(p), ...(overBudget(p, filters) ? { overBudget: true } : {}) })),
            soldOutMatches: found.soldOut.map((p) => p.name),
          }
        : {}),
    };
  }
  if (name === 'shop_facts') {
    const topic = str(args.topic) as FactTopic | undefined;
    if (!topic || !FACT_TOPICS.includes(topic))
      return { error: `topic must be one of ${FACT_TOPICS.join(', ')}` };
    const fact = lookupFact(topic, language);
    return { title: fact.title, facts: fact.lines, link: fact.url };
  }
  if (name === 'crystal_knowledge') {
    const c = findCrystal(str(args.stone) ?? '');
    if (!c) return { error: 'That stone is not in the knowledge base.' };
    return {
      name: c.name,
      chakras: c.chakras,
      traditions: c.properties,
      energy: c.energy,
      care: c.care,
      pairings: c.pairings,
    };
  }
  return { error: `Unknown tool ${name}` };
}
