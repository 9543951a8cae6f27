import { MONITORED_KEYWORDS } from '@crystal/shared/constants/ai';
import type { MarketResearch } from '@crystal/shared/schemas/ai';
import type { MarketFacts } from './market-facts';

/** Market research offline: plain rules over the shop's real counts (searches, views, carts, sales, stock). */
export function localMarketResearch(facts: MarketFacts): MarketResearch['insights'] {
  const trends: string[] = [];
  const opportunities: string[] = [];
  const recommendations: string[] = [];
  const top = facts.topSearches.slice(0, 3);
  if (top.length)
    trends.push(
      `Most searched on the shop this week: ${top.map((s) => `"${s.term}" (${s.count})`).join(', ')}.`,
    );
  else trends.push('No shop searches were recorded this week.');
  const viewed = [...facts.products]
    .filter((p) => p.views48h > 0)
    .sort((a, b) => b.views48h - a.views48h)
    .slice(0, 3);
  if (viewed.length)
    trends.push(
      `Most viewed in the last 48 hours: ${viewed.map((p) => `${p.name} (${p.views48h} views)`).join(', ')}.`,
    );
  const bestSellers = [...facts.products].sort((a, b) => b.sold - a.sold).slice(0, 3);
  if (bestSellers.length)
    trends.push(`Best sellers overall: ${bestSellers.map((p) => `${p.name} (${p.sold} sold)`).join(', ')}.`);

  for (const p of facts.products) {
    if (p.stock === 0 && (p.carts > 0 || p.views48h >= 3 || p.sold >= 20)) {
      const demand = [
        p.views48h > 0 ? `${p.views48h} views in 48 h` : '',
        p.carts > 0 ? `in ${p.carts} carts` : '',
        p.sold > 0 ? `${p.sold} sold so far` : '',
      ].filter(Boolean);
      opportunities.push(`${p.name} is sold out (${demand.join(', ')}): restock it.`);
    } else if (p.stock > 0 && p.stock <= 5 && p.carts >= 2) {
      opportunities.push(
        `${p.name} has ${p.stock} left and sits in ${p.carts} carts: make more before it runs out.`,
      );
    }
  }
  const searchedTerms = facts.topSearches.map((s) => s.term);
  for (const keyword of MONITORED_KEYWORDS) {
    const count = facts.topSearches.filter((s) => s.term.includes(keyword)).reduce((n, s) => n + s.count, 0);
    if (count > 0) {
      const stones = keyword.split(' ');
      const matches = facts.products.filter((p) =>
        stones.every((w) => `${p.name} ${p.category}`.toLowerCase().includes(w)),
      );
      if (matches.length === 0)
        opportunities.push(
          `Shoppers searched "${keyword}" ${count} times but no piece's name matches it: consider a listing.`,
        );
    }
  }
  const unmatched = searchedTerms.filter(
    (t) => !facts.products.some((p) => p.name.toLowerCase().includes(t)),
  );
  if (unmatched.length)
    recommendations.push(
      `Add words shoppers use to product names or descriptions: ${unmatched.slice(0, 5).join(', ')}.`,
    );
  const viewedNotCarted = facts.products.filter((p) => p.views48h >= 5 && p.carts === 0 && p.stock > 0);
  for (const p of viewedNotCarted.slice(0, 3)) {
    recommendations.push(
      `${p.name} is viewed (${p.views48h} in 48 h) but in no cart: review its photos, price or description.`,
    );
  }
  if (recommendations.length === 0)
    recommendations.push(
      'Keep featuring the best sellers on the home page and share new pieces with newsletter subscribers.',
    );
  if (opportunities.length === 0)
    opportunities.push('Stock levels match demand this week; no urgent restocks.');
  return { trends, opportunities: opportunities.slice(0, 8), recommendations: recommendations.slice(0, 8) };
}
