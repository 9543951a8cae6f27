import { checkChoices, describeChoices, nameWithChoices, type Choice } from '@crystal/shared/product-choices';
import { stockDraws } from '@crystal/shared/product-stock-counts';
import type { AddCartItem } from '@crystal/shared/schemas/cart';
import { conflict, invalid } from '../lib/errors';
import type { ProductItem } from '../catalog';
import type { CartLineItem } from './cart-item';
import { notEnoughStockMessage } from './stock-message';

/**
 * The shopper's choices for the piece, checked against it: 400 naming each wrong field (an unknown
 * option or value, a missing choice or required answer, an answer over its length).
 */
export function chooseFor(product: ProductItem, input: Pick<AddCartItem, 'options' | 'personalization'>): Choice {
  const { choice, issues } = checkChoices(product, input.options, input.personalization);
  if (!choice) throw invalid(issues.map((i) => `${i.path}: ${i.message}`).join('; '), issues);
  return choice;
}

/** The piece's name with its options, as a stock refusal names it: `Moonstone Ring (Size 7)`. */
export function nameWithOptions(product: ProductItem, choice: Pick<Choice, 'options'>): string {
  return nameWithChoices(product.name, describeChoices(product, { options: choice.options }));
}

/**
 * Refuses (409) a line of `quantity` when what it draws on (a value's own stock, or the piece's stock or
 * open made-to-order units) cannot cover it beside the cart's other lines of the piece drawing on it.
 */
export function assertLineInStock(
  product: ProductItem,
  choice: Choice,
  quantity: number,
  otherLines: readonly CartLineItem[],
  alreadyInLine = 0,
): void {
  const others = otherLines.filter((l) => l.productId === product.id);
  for (const draw of stockDraws(product, choice.picks)) {
    const held = others.reduce((sum, line) => {
      const theirs = checkChoices(product, line.options, line.personalization).choice;
      return theirs && stockDraws(product, theirs.picks).some((d) => d.counter === draw.counter) ? sum + line.quantity : sum;
    }, 0);
    if (quantity + held > draw.stock) {
      throw conflict(notEnoughStockMessage(nameWithOptions(product, choice), Math.max(0, draw.stock - held), alreadyInLine));
    }
  }
}
