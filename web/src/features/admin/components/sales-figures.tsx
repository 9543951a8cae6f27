import type { SalesFigures } from '@crystal/shared/schemas/admin-dashboard';
import { money, plural } from './format';

/** "2 orders · goods $87.40 · shipping $24.00 · tax collected $13.95": what the revenue before tax is made of. */
export function salesBreakdown(figures: SalesFigures): string {
  return [plural(figures.orders, 'order'), `goods ${money(figures.goods)}`, `shipping ${money(figures.shipping)}`, `tax collected ${money(figures.tax)}`].join(' · ');
}
