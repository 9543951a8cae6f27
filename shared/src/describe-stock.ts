import { LIMITS } from './constants/limits';
import { type ChoiceProduct } from './product-stock';
import { availabilityOf, unitsAcross } from './product-stock-counts';

export type StockSummary = { units: number; level: 'out' | 'low' | 'in' | 'made_to_order'; text: string };

/**
 * The artisan's words for a piece's stock, from the one availability rule (docs/decisions/0091-one-availability-rule.md):
 * "Made to order (2 open)", "Sold out", "6 across sizes" where sizes keep their own counts, else "Stock 6".
 * The admin list, the overview and the low-stock alerts read it, as shoppers see the piece.
 */
export function describeStock(product: ChoiceProduct, threshold: number = LIMITS.lowStockThreshold): StockSummary {
  const units = unitsAcross(product);
  const state = availabilityOf(product);
  if (state === 'out_of_stock') return { units: 0, level: 'out', text: 'Sold out' };
  if (state === 'made_to_order') return { units, level: 'made_to_order', text: `Made to order (${units} open)` };
  const bySize = product.options?.some((o) => o.values.some((v) => v.stockQuantity !== undefined));
  return { units, level: units <= threshold ? 'low' : 'in', text: bySize ? `${units} across sizes` : `Stock ${units}` };
}
