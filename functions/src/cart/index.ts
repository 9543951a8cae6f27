/**
 * The shopper's cart. Its door: the cart as priced for an order, its lines and the stock message.
 * The module's one door (decision 0029): other modules import it only from here. Re-exports only.
 */
export { type CartLineItem, type GiftCardCartLineItem, keyOfLine } from './cart-item';
export { clearCartLines, countCartsHolding, insertCartLine, readCart } from './cart-repository';
export { loadCart, loadWholeCart } from './cart-service';
export { notEnoughStockMessage } from './stock-message';
/** Published to orders: a checkout reminder's link puts the order's pieces back in the opener's cart (issue 47). */
export { addToCart, getCart } from './cart-service';
