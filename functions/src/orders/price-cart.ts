import { computeTotals, taxScopeOf, type Totals } from '@crystal/shared/tax';
import { taxNumbersFor, type TaxNumber } from '@crystal/shared/tax-numbers';
import { priceShipping } from '@crystal/shared/money/price-shipping';
import type { ProvinceCode } from '@crystal/shared/provinces';
import { loadCart, loadWholeCart, keyOfLine, type CartLineItem, type GiftCardCartLineItem } from '../cart';
import { getShopSettings } from '../settings';
import type { ProductItem } from '../catalog';
import { checkChoices, unitPriceCents, type Choice } from '@crystal/shared/product-choices';

/** A line priced: its unit price includes its chosen values' differences; `choice` is its checked choice. */
export type PricedCartLine = { line: CartLineItem; product: ProductItem; choice: Choice; priceCents: number; lineTotalCents: number };
/**
 * `taxNumbers`: the registration numbers the order is taxed under, kept on it for its receipt (decision 0090).
 * `totals` are the goods' (shipping, discount and tax all on the pieces); the gift cards bought
 * (`giftCards`, `giftCardsCents`, issue 49) are added after them untaxed, and `grandTotalCents` is both.
 */
export type PricedCart = { lines: PricedCartLine[]; totals: Totals; taxNumbers: TaxNumber[]; giftCards: GiftCardCartLineItem[]; giftCardsCents: number; grandTotalCents: number };

/** A discount: cents off the goods, or (decision 0102) a code's free shipping instead. */
export type CartDiscount = { discountCents: number; freeShipping?: boolean };

export type PriceCartOptions = {
  /**
   * A discount in cents, or a lookup given the subtotal, the lines and the shipping they would pay with no
   * discount (e.g. a session offer or a code); its cents are clamped to the subtotal.
   */
  discount?: number | ((subtotalCents: number, lines: readonly PricedCartLine[], shippingCents: number) => CartDiscount | Promise<CartDiscount>);
};

/**
 * THE order-total computation (docs/decisions/0005-server-is-money-authority.md): the session's cart at today's product prices, taxed
 * for the destination province with the same shared computeTotals the checkout preview uses, and the
 * taxes only where the shop's settings say it is registered (GST/HST with its number).
 */
export async function priceCart(sessionId: string, province: ProvinceCode, options: PriceCartOptions = {}): Promise<PricedCart> {
  // Two tabs adding the same new piece (and choice) at the same instant can leave two lines for it: price it as one.
  const merged = new Map<string, Awaited<ReturnType<typeof loadCart>>[number]>();
  const { pieces, giftLines: giftCards } = await loadWholeCart(sessionId);
  for (const entry of pieces) {
    const key = keyOfLine(entry.line);
    const seen = merged.get(key);
    merged.set(key, seen ? { ...seen, line: { ...seen.line, quantity: seen.line.quantity + entry.line.quantity } } : entry);
  }
  const lines = [...merged.values()].flatMap(({ line, product }) => {
    // A choice the piece no longer offers (edited since it was added) cannot be ordered: the line is left out.
    const choice = checkChoices(product, line.options, line.personalization).choice;
    if (!choice) return [];
    const priceCents = unitPriceCents(product.priceCents, product, choice.picks);
    return [{ line, product, choice, priceCents, lineTotalCents: priceCents * line.quantity }];
  });
  const subtotalCents = lines.reduce((sum, l) => sum + l.lineTotalCents, 0);
  const settings = await getShopSettings();
  const { shipping } = settings;
  const shippingOf = (goodsCents: number) => priceShipping(goodsCents, province, shipping, subtotalCents > 0);
  const asked: CartDiscount =
    typeof options.discount === 'function' ? await options.discount(subtotalCents, lines, shippingOf(subtotalCents)) : { discountCents: options.discount ?? 0 };
  const discountCents = Math.min(subtotalCents, Math.max(0, Math.round(asked.discountCents)));
  // A gift card is not goods: it ships nothing, is not taxed, and counts toward neither free shipping nor a
  // code's minimum (the discount sees the pieces only). Shipping from the settings on the goods after the discount, taxed with them (docs/decisions/0038-shipping-she-sets.md);
  // a free-shipping code sets it to 0 (decision 0102).
  const shippingCents = asked.freeShipping ? 0 : shippingOf(subtotalCents - discountCents);
  const totals = computeTotals(subtotalCents, province, discountCents, taxScopeOf(settings), shippingCents);
  const giftCardsCents = giftCards.reduce((sum, g) => sum + g.giftCard.amountCents, 0);
  return { lines, totals, taxNumbers: taxNumbersFor(settings, province, totals.taxLines), giftCards, giftCardsCents, grandTotalCents: totals.totalCents + giftCardsCents };
}
