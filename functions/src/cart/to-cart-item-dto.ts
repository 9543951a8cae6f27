import { collectionsOfPiece } from '@crystal/shared/collections/collections-of-piece';
import { centsToDecimalString } from '@crystal/shared/money';
import { checkChoices, describeChoices, unitPriceCents } from '@crystal/shared/product-choices';
import { availableUnits } from '@crystal/shared/product-stock-counts';
import type { CartItem } from '@crystal/shared/schemas/cart';
import type { ProductItem } from '../catalog';
import type { CartLineItem } from './cart-item';

/**
 * The section 3 cart item: id, quantity, product (name, price as a decimal string, imageUrl), and for a
 * piece with choices the choices as sent, as shown, and the line's price with their difference
 * (docs/decisions/0035-options-and-choices.md).
 */
export function toCartItemDto(line: CartLineItem, product: ProductItem): CartItem {
  const picks = checkChoices(product, line.options, line.personalization).choice?.picks ?? [];
  const price = centsToDecimalString(unitPriceCents(product.priceCents, product, picks));
  const choices = describeChoices(product, line);
  return {
    id: line.id,
    productId: line.productId,
    quantity: line.quantity,
    product: {
      id: product.id,
      name: product.name,
      price,
      imageUrl: product.imageUrl,
      categoryId: product.categoryId,
      collectionIds: collectionsOfPiece(product.categoryId, product.collectionIds),
      // What the line as chosen can draw on: a value's own stock, the piece's stock or its open made-to-order units.
      stockQuantity: Math.max(0, availableUnits(product, picks)),
      ...(product.translations?.fr ? { translations: { fr: { name: product.translations.fr.name } } } : {}),
    },
    ...(line.options || line.personalization || product.madeToOrder ? { price } : {}),
    ...(line.options ? { options: line.options } : {}),
    ...(line.personalization ? { personalization: line.personalization } : {}),
    ...(choices.length ? { choices } : {}),
    ...(product.madeToOrder ? { madeToOrder: { leadTimeDays: product.madeToOrder.leadTimeDays } } : {}),
  };
}
