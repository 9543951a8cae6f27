import type { AddCartItem, AddToCart, CartItem } from '@crystal/shared/schemas/cart';
import type { GiftCardCartItem } from '@crystal/shared/schemas/gift-card';
import { addGiftCardToCart, toGiftCardCartItem } from './add-gift-card';
import { MAX_ORDER_LINES } from '@crystal/shared/constants/limits';
import { AppError, conflict, invalid, notFound } from '../lib/errors';
import { nextId } from '../lib/db/next-id';
import { getProduct, getProductsByIds } from '../catalog';
import type { ProductItem } from '../catalog';
import {
  clearCartLines,
  deleteCartLine,
  getCartLine,
  insertCartLine,
  listCartLines,
  readCart,
  setCartLineQuantity,
} from './cart-repository';
import { toCartItemDto } from './to-cart-item-dto';
import { keyOfLine, type CartLineItem, type GiftCardCartLineItem } from './cart-item';
import { lineKey } from '@crystal/shared/product-choices';
import { assertLineInStock, chooseFor } from './check-line-stock';
import { checkDiscountCode } from '../discounts';
import type { DiscountCodeCheck } from '@crystal/shared/schemas/discount-code';
import type { Language } from '@crystal/shared/schemas/language';

export type PricedLine = { line: CartLineItem; product: ProductItem };

/** The session's lines with their current products; lines of missing or retired pieces are left out. */
export async function loadCart(sessionId: string): Promise<PricedLine[]> {
  return withProducts(await listCartLines(sessionId));
}

/** The pieces' lines with their products, and the gift card lines (issue 49): one Query. */
export async function loadWholeCart(sessionId: string): Promise<{ pieces: PricedLine[]; giftLines: GiftCardCartLineItem[] }> {
  const { lines, giftLines } = await readCart(sessionId);
  return { pieces: await withProducts(lines), giftLines };
}

async function withProducts(lines: CartLineItem[]): Promise<PricedLine[]> {
  if (lines.length === 0) return [];
  const products = await getProductsByIds(lines.map((l) => l.productId));
  return lines.flatMap((line) => {
    const product = products.get(line.productId);
    return product?.isActive ? [{ line, product }] : [];
  });
}

/** The cart: the pieces' lines, then the gift cards' (issue 49). */
export async function getCart(sessionId: string): Promise<(CartItem | GiftCardCartItem)[]> {
  const { lines, giftLines } = await readCart(sessionId);
  const pieces = await withProducts(lines);
  return [...pieces.map(({ line, product }) => toCartItemDto(line, product)), ...giftLines.map(toGiftCardCartItem)];
}

/** POST /api/cart: a piece, or a gift card (its own line). */
export function addLineToCart(sessionId: string, input: AddToCart): Promise<CartItem | GiftCardCartItem> {
  return 'giftCard' in input ? addGiftCardToCart(sessionId, input) : addToCart(sessionId, input);
}

async function activeProduct(productId: number): Promise<ProductItem> {
  const product = await getProduct(productId);
  if (!product || !product.isActive) throw notFound('Product');
  return product;
}

/** Tries before a cart that keeps changing is answered 409; a short random pause between them. */
const ADD_ATTEMPTS = 6;
const pause = () => new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20));

/**
 * Adds to the line of the piece as chosen (its line key: the piece and its choices), or starts a line;
 * the line never holds more than what it draws on. Both writes are compare-and-set (the line's quantity,
 * the cart's version), so simultaneous adds of one choice all land on one line, and two choices of one
 * piece are two lines.
 */
export async function addToCart(sessionId: string, input: AddCartItem): Promise<CartItem> {
  const product = await activeProduct(input.productId);
  const choice = chooseFor(product, input);
  const key = lineKey(product.id, choice);
  for (let attempt = 0; attempt < ADD_ATTEMPTS; attempt++) {
    if (attempt > 0) await pause();
    const { lines, version } = await readCart(sessionId);
    const existing = lines.find((l) => l.productId === product.id && keyOfLine(l) === key);
    const quantity = (existing?.quantity ?? 0) + input.quantity;
    assertLineInStock(product, choice, quantity, lines.filter((l) => l !== existing), existing?.quantity);
    if (existing) {
      const updated = await setCartLineQuantity(sessionId, existing.id, quantity, existing.quantity);
      if (updated) return toCartItemDto(updated, product);
      continue; // changed meanwhile (another tab): read again
    }
    if (lines.length >= MAX_ORDER_LINES) {
      throw conflict(`Your cart can hold up to ${MAX_ORDER_LINES} different pieces. Please check out or remove some first.`);
    }
    const line = await insertCartLine(
      {
        id: await nextId('cartItem'),
        sessionId,
        productId: product.id,
        quantity,
        ...(key === String(product.id) ? {} : { lineKey: key }),
        ...(choice.options ? { options: choice.options } : {}),
        ...(choice.personalization ? { personalization: choice.personalization } : {}),
      },
      version,
    );
    if (line) return toCartItemDto(line, product);
    // A line was added meanwhile (a double tap, another tab): read again, and add to it if it is this piece.
  }
  throw new AppError('CONFLICT', 'Your cart changed while we were updating it. Please try again.');
}

export async function updateCartItem(sessionId: string, itemId: number, quantity: number): Promise<CartItem> {
  const line = await getCartLine(sessionId, itemId);
  if (!line) throw notFound('Cart item');
  if (line.type !== 'cartItem') throw invalid('A gift card is always one card. Add another for a second one.');
  const product = await activeProduct(line.productId);
  const others = (await listCartLines(sessionId)).filter((l) => l.id !== line.id);
  assertLineInStock(product, chooseFor(product, line), quantity, others);
  const updated = await setCartLineQuantity(sessionId, itemId, quantity);
  if (!updated) throw notFound('Cart item');
  return toCartItemDto(updated, product);
}

export async function removeCartItem(sessionId: string, itemId: number): Promise<void> {
  if (!(await deleteCartLine(sessionId, itemId))) throw notFound('Cart item');
}

export async function clearCart(sessionId: string): Promise<void> {
  await clearCartLines(sessionId);
}

/** Checkout's "Apply": the code judged against this session's cart (a collection's code needs one of its pieces there). */
export async function checkCodeForCart(sessionId: string, client: string, input: { code: string; language: Language; customerEmail?: string }): Promise<DiscountCodeCheck> {
  return checkDiscountCode(client, input, async () => (await loadCart(sessionId)).map((l) => l.product));
}
