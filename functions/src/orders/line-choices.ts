import { addBusinessDays } from '@crystal/shared/business-days';
import { checkChoices, describeChoices, nameWithChoices } from '@crystal/shared/product-choices';
import { stockDraws } from '@crystal/shared/product-stock-counts';
import { notEnoughStockMessage } from '../cart';
import type { ProductItem } from '../catalog';
import type { OrderLineRecord } from './order-item';
import type { PricedCartLine } from './price-cart';
import { drawsOf } from './stock-draws';

/**
 * An order line's choices as bought (docs/decisions/0035-options-and-choices.md): as sent, as shown
 * (with the French labels of the day), what its quantity is taken from, and for a made-to-order piece
 * its lead time and estimated ship date in business days.
 */
export function lineChoices(l: PricedCartLine, now: Date): Partial<OrderLineRecord> {
  const choices = describeChoices(l.product, l.choice);
  const made = l.product.madeToOrder;
  return {
    ...(l.choice.options ? { options: l.choice.options } : {}),
    ...(l.choice.personalization ? { personalization: l.choice.personalization } : {}),
    ...(choices.length ? { choices } : {}),
    ...(made ? { madeToOrder: { leadTimeDays: made.leadTimeDays, shipBy: addBusinessDays(now, made.leadTimeDays) } } : {}),
    ...(l.choice.picks.length || made ? { draws: drawsOf(l.product, l.choice.picks) } : {}),
  };
}

/** The refusal naming the piece as chosen that ran short ("Moonstone Ring (Size 7)"), with what is left. */
export function shortLineMessage(product: ProductItem, lines: readonly OrderLineRecord[]): string {
  for (const line of lines.filter((l) => l.productId === product.id)) {
    const choice = checkChoices(product, line.options, line.personalization).choice;
    if (!choice) return `Sorry, "${line.name}" is no longer available as you chose it.`;
    const left = Math.min(...stockDraws(product, choice.picks).map((d) => d.stock));
    if (left < line.quantity) {
      const options = (line.choices ?? []).filter((c) => c.kind === 'option');
      return notEnoughStockMessage(nameWithChoices(product.name, options), Math.max(0, left));
    }
  }
  return notEnoughStockMessage(product.name, product.stockQuantity);
}
