import { centsToDecimalString } from '@crystal/shared/money';
import type { CartItem } from '@crystal/shared/schemas/cart';
import type { ProductItem } from '../catalog';
import type { CartLineItem } from './cart-item';

/** The section 3 cart item: id, quantity, product (name, price as a decimal string, imageUrl). */
export function toCartItemDto(line: CartLineItem, product: ProductItem): CartItem {
  return {
    id: line.id,
    productId: line.productId,
    quantity: line.quantity,
    product: {
      id: product.id,
      name: product.name,
      price: centsToDecimalString(product.priceCents),
      imageUrl: product.imageUrl,
      stockQuantity: product.stockQuantity,
      ...(product.translations?.fr ? { translations: { fr: { name: product.translations.fr.name } } } : {}),
    },
  };
}
