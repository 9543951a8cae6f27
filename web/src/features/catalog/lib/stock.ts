import { LIMITS } from '@crystal/shared/constants/limits';
import { type ChoiceProduct, type ValuePick } from '@crystal/shared/product-stock';
import { availableUnits, unitsAcross } from '@crystal/shared/product-stock-counts';
import { createTranslator } from '@/i18n/create-translator';
import en from '../messages/en.json';

const t = createTranslator(en);

export type StockLine = { kind: 'out' | 'low' | 'in'; text: string };

/** The colour of each level's words. */
export const STOCK_CLASS: Record<StockLine['kind'], string> = { out: 'text-danger', low: 'text-amber-800', in: 'text-success' };

/** docs/decisions/0024-states.md: 0 is out of stock; 1..5 is low; above that (or Infinity, made to order) in stock. */
export function stockLevel(stock: number): StockLine['kind'] {
  if (stock <= 0) return 'out';
  return stock <= LIMITS.lowStockThreshold ? 'low' : 'in';
}

/** The level's words: Out of Stock, 'Only N left', '✓ In stock (N available)'. Call while rendering, with a finite count. */
export function stockLine(stock: number): StockLine {
  const kind = stockLevel(stock);
  if (kind === 'out') return { kind, text: t('outOfStock') };
  return { kind, text: kind === 'low' ? t('onlyLeft', { count: stock }) : t('inStock', { count: stock }) };
}

/** The detail page's quantity: a whole number from 1 up to the stock (1 when nothing is in stock). */
export function clampQuantity(value: number, stock: number): number {
  const max = Math.max(1, stock);
  if (!Number.isFinite(value)) return 1;
  return Math.min(max, Math.max(1, Math.trunc(value)));
}

/**
 * What the detail page can sell of the piece as chosen so far: with every option chosen, what that
 * choice draws on; before that, the stock across its sizes (the one availability rule's count), never
 * the largest count of one size.
 */
export function shownStock(product: ChoiceProduct, picks: readonly ValuePick[], complete: boolean): number {
  return complete ? Math.max(0, availableUnits(product, picks)) : unitsAcross(product);
}

/** The options chosen so far as picks (index of the option, index of the value). */
export function picksOf(product: ChoiceProduct, options: Record<string, string>): ValuePick[] {
  return (product.options ?? []).flatMap((o, option) => {
    const value = o.values.findIndex((v) => v.value === options[o.name]);
    return value < 0 ? [] : [{ option, value }];
  });
}
