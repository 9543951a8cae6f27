import type { CartItem } from '@crystal/shared/schemas/cart';
import type { GiftCardCartLine } from '@crystal/shared/schemas/gift-card';
import { decimalStringToCents } from '@crystal/shared/money';

/**
 * Cart lines as the cart and the checkout read them. A gift card line (issue 49) is priced by its amount,
 * never by a piece: its `product` is not read. It ships nothing, is not taxed and never counts toward free
 * shipping or a code's minimum, so the pieces ("goods") are priced apart from the cards.
 */
export type GiftCardItem = CartItem & { giftCard: GiftCardCartLine };

export const isGiftCardLine = (item: CartItem): item is GiftCardItem => item.giftCard !== undefined;

/** One unit of the line, in cents: the card's amount, or the piece's price. */
export const lineUnitCents = (item: CartItem): number => decimalStringToCents(isGiftCardLine(item) ? item.giftCard.amount : item.product.price);

export const lineTotalCents = (item: CartItem): number => lineUnitCents(item) * item.quantity;

/** The pieces of the cart: what shipping, tax and discounts are worked out on. */
export const goodsLines = (items: readonly CartItem[]): CartItem[] => items.filter((item) => !isGiftCardLine(item));

/** What the gift cards bought in this cart add to the total, in cents. */
export const giftCardsBoughtCents = (items: readonly CartItem[]): number =>
  items.filter(isGiftCardLine).reduce((sum, item) => sum + lineTotalCents(item), 0);
