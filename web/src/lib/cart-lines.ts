import type { CartItem, CartLine } from '@crystal/shared/schemas/cart';
import type { GiftCardCartItem } from '@crystal/shared/schemas/gift-card';
import { decimalStringToCents } from '@crystal/shared/money';

/**
 * Cart lines as the cart and the checkout read them (the cart read, `getCart`, gives `CartLine`s). A gift card line
 * (issue 49, `{ id, quantity: 1, giftCard }`) is priced by its amount and has no piece. It ships nothing,
 * is not taxed and never counts toward free shipping or a code's minimum, so the pieces ("goods") are
 * priced apart from the cards.
 */
export type GiftCardItem = GiftCardCartItem;

export const isGiftCardLine = (item: CartLine): item is GiftCardCartItem => 'giftCard' in item && item.giftCard !== undefined;

/** One unit of the line, in cents: the card's amount, or the piece's price. */
export const lineUnitCents = (item: CartLine): number => decimalStringToCents(isGiftCardLine(item) ? item.giftCard.amount : item.product.price);

export const lineTotalCents = (item: CartLine): number => lineUnitCents(item) * item.quantity;

/** The pieces of the cart: what shipping, tax and discounts are worked out on. */
export const goodsLines = (items: readonly CartLine[]): CartItem[] => items.filter((item): item is CartItem => !isGiftCardLine(item));

/** What the gift cards bought in this cart add to the total, in cents. */
export const giftCardsBoughtCents = (items: readonly CartLine[]): number =>
  items.filter(isGiftCardLine).reduce((sum, item) => sum + lineTotalCents(item), 0);
