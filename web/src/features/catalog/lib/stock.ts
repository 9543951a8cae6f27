import { LIMITS } from '@crystal/shared/constants';
import { createTranslator } from '@/i18n/create-translator';
import en from '../messages/en.json';

const t = createTranslator(en);

export type StockLine = { kind: 'out' | 'low' | 'in'; text: string };

/** docs/decisions/0024-states.md: 0 is Out of Stock; 1..5 'Only N left'; above that '✓ In stock (N available)'. Call while rendering. */
export function stockLine(stock: number): StockLine {
  if (stock <= 0) return { kind: 'out', text: t('outOfStock') };
  if (stock <= LIMITS.lowStockThreshold) return { kind: 'low', text: t('onlyLeft', { count: stock }) };
  return { kind: 'in', text: t('inStock', { count: stock }) };
}

/** The detail page's quantity: a whole number from 1 up to the stock (1 when nothing is in stock). */
export function clampQuantity(value: number, stock: number): number {
  const max = Math.max(1, stock);
  if (!Number.isFinite(value)) return 1;
  return Math.min(max, Math.max(1, Math.trunc(value)));
}
