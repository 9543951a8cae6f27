import { RETURNS } from '@crystal/shared/constants/policies';
import type { ShopProduct } from '../provider/ai-provider';
import { searchCatalogue } from '../retrieval/catalogue-search';
import type { Question } from '../retrieval/read-question';
import { lookupFact } from '../retrieval/shop-facts-lookup';
import { describeCrystal, pieceLine, pieceName, stockNote, stoneOf } from './describe-piece';
import { findCrystal } from '../knowledge/crystals';

/** Pieces like this one (same kind or stone), in stock, for when it cannot be bought. */
function alternatives(p: ShopProduct, catalogue: ShopProduct[]): string {
  const stones = p.gemstones.map((g) => findCrystal(g)?.name ?? g);
  const { matches, closest } = searchCatalogue(
    catalogue,
    { categories: [p.category], stones: [], materials: [], includeSoldOut: false },
    { prefer: stones, exclude: [p.id] },
  );
  const near = matches.length ? matches : closest;
  return near.length ? ['Similar pieces you can order now:', ...near.map(pieceLine)].join('\n') : '';
}

/**
 * An answer about one piece (the one on screen, or one the shopper named): what it is, its price and stock
 * from the catalogue at answer time, and whether it suits a gift.
 */
export function answerAboutPiece(p: ShopProduct, q: Question, catalogue: ShopProduct[]): string {
  const parts: string[] = [];
  const stone = stoneOf(p);
  const facts = `$${p.price}, ${stockNote(p)}`;
  if (p.stockQuantity === 0) {
    parts.push(
      `The ${p.name} ($${p.price}) is sold out right now, so I can't offer it${q.gift ? ' as a gift today' : ''}.`,
    );
    const alt = alternatives(p, catalogue);
    if (alt) parts.push(alt);
    return parts.join('\n\n');
  }
  if (q.gift) {
    const returns = lookupFact('returns');
    parts.push(
      `Yes, the ${pieceName(p)} (${facts}) makes a lovely gift: ${p.gemstones.join(', ')}${p.materials.length ? ` with ${p.materials.join(' and ').toLowerCase()}` : ''}, made by hand.` +
        (stone
          ? ` ${stone.name} is traditionally given for ${stone.properties.slice(0, 2).join(' and ')}.`
          : '') +
        ` If it isn't quite right, our [returns policy](${returns.url}) gives ${RETURNS.satisfactionDays} days for a full refund or an exchange.`,
    );
  } else if (q.stock) {
    parts.push(`The ${pieceName(p)} is ${stockNote(p)}, at $${p.price}.`);
  } else {
    parts.push(
      `The ${pieceName(p)} is $${p.price} (${stockNote(p)}): ${p.gemstones.join(', ')}${p.materials.length ? ` in ${p.materials.join(' and ').toLowerCase()}` : ''}.`,
    );
    if (stone) parts.push(describeCrystal(stone, q.words, true));
  }
  return parts.join('\n\n');
}
