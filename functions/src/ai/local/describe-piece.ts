import { findCrystal, type Crystal } from '../knowledge/crystals';
import type { ShopProduct } from '../provider/ai-provider';
import { list, type Analysis } from '../retrieval/analyse-words';
import { t } from './guide-text';

/** A stone from the knowledge base, in the guide's words. */
export function describeCrystal(c: Crystal, a: Pick<Analysis, 'pairing' | 'care'>, single: boolean): string {
  const lines = [
    `**${c.name}** is traditionally linked to the ${list(c.chakras)} chakra${c.chakras.length > 1 ? 's' : ''} and is valued as ${c.energy}; people turn to it for ${list(c.properties.slice(0, 3))}.`,
  ];
  if (a.pairing || single) lines.push(`It pairs well with ${list(c.pairings)}.`);
  if (a.care || single) lines.push(`Care: ${c.care}. Hardness ${c.hardness} on the Mohs scale.`);
  if (single) lines.push(`Moon ritual: ${c.moonPhase}. Best worn for ${c.bestTime}.`);
  return lines.join(' ');
}

export function stockNote(p: ShopProduct): string {
  if (p.stockQuantity === 0) return 'sold out right now';
  if (p.madeToOrder) return `made to order for you, ships in about ${p.madeToOrder.leadTimeDays} business days`;
  if (p.stockQuantity <= 5) return `in stock, only ${p.stockQuantity} left`;
  return 'in stock';
}

/** A list line for an in-stock piece: its link, the catalogue's price and stones. Sold-out pieces are never linked. */
export function pieceLine(p: ShopProduct): string {
  if (p.stockQuantity === 0) return `- ${p.name}: sold out right now`;
  return t('en', 'pieceLine', { name: p.name, url: p.url, price: p.price, stones: list(p.gemstones), note: stockNoteOf(p, 'en') });
}

/** A list line's note on a piece in stock: made to order and its time, or only a few left, after a space. */
export function stockNoteOf(p: ShopProduct, language: 'en' | 'fr'): string {
  if (p.madeToOrder) return ` ${t(language, 'madeToOrderNote', { days: p.madeToOrder.leadTimeDays })}`;
  return p.stockQuantity <= 5 ? ` ${t(language, 'fewLeftNote', { count: p.stockQuantity })}` : '';
}

/** The piece's name, linked only while it can be bought. */
export const pieceName = (p: ShopProduct) =>
  p.stockQuantity > 0 ? `[${p.name}](${p.url})` : `the ${p.name}`;

export const stoneOf = (p: ShopProduct) => p.gemstones.map((g) => findCrystal(g)).find(Boolean);
