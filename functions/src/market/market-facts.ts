import { listCategories } from '../catalog';
import { listActiveProducts } from '../catalog';
import { countCartsHolding } from '../cart';
import { countProductViews } from './view-counter-repository';
import { loadSearchDays } from './keyword-report';

/** What the market research reads: real counts from the table. */
export type MarketFacts = {
  topic: string;
  topSearches: { term: string; count: number }[];
  products: {
    id: number;
    name: string;
    category: string;
    views48h: number;
    carts: number;
    sold: number;
    stock: number;
  }[];
};

/** Real counts for market research: searches (7 days), views (48 h), carts now and units sold per piece. */
export async function gatherMarketFacts(topic: string, now: Date): Promise<MarketFacts> {
  const [items, categories, days] = await Promise.all([
    listActiveProducts(),
    listCategories(),
    loadSearchDays(now),
  ]);
  const totals = new Map<string, number>();
  for (const { terms } of days)
    for (const t of terms) totals.set(t.term, (totals.get(t.term) ?? 0) + t.count);
  const topSearches = [...totals.entries()]
    .map(([term, count]) => ({ term, count }))
    .sort((a, b) => b.count - a.count || a.term.localeCompare(b.term))
    .slice(0, 20);
  const names = new Map(categories.map((c) => [c.id, c.name]));
  const products = await Promise.all(
    items.map(async (p) => ({
      id: p.id,
      name: p.name,
      category: names.get(p.categoryId) ?? '',
      views48h: await countProductViews(p.id, 48, now),
      carts: await countCartsHolding(p.id),
      sold: p.soldCount ?? 0,
      stock: p.stockQuantity,
    })),
  );
  return { topic, topSearches, products };
}
