import { LIMITS } from '@crystal/shared/constants';

export type StockLine = { kind: 'out' | 'low' | 'in'; text: string };

/** docs/decisions/0024-states.md: 0 is Out of Stock; 1..5 'Only N left'; above that '✓ In stock (N available)'. */
export function stockLine(stock: number): StockLine {
  if (stock <= 0) return { kind: 'out', text: 'Out of Stock' };
  if (stock <= LIMITS.lowStockThreshold) return { kind: 'low', text: `Only ${stock} left` };
  return { kind: 'in', text: `✓ In stock (${stock} available)` };
}

/** The detail page's quantity: a whole number from 1 up to the stock (1 when nothing is in stock). */
export function clampQuantity(value: number, stock: number): number {
  const max = Math.max(1, stock);
  if (!Number.isFinite(value)) return 1;
  return Math.min(max, Math.max(1, Math.trunc(value)));
}
