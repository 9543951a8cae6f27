import { taxScopeOf, type TaxLine } from '@crystal/shared/tax';
import { taxNumbersFor, type TaxNumber } from '@crystal/shared/tax-numbers';
import type { ProvinceCode } from '@crystal/shared/provinces';
import { loadCart, loadWholeCart, keyOfLine, type CartLineItem, type GiftCardCartLineItem } from '../cart';
import { getShopSettings } from '../settings';
import type { ProductItem } from '../catalog';
import type { GoodsToReduce } from '../discounts';
import { checkChoices, unitPriceCents, type Choice } from '@crystal/shared/product-choices';

/** A line priced: its unit price includes its chosen values' differences; `choice` is its checked choice. */
export type PricedCartLine = { line: CartLineItem; product: ProductItem; choice: Choice; priceCents: number; lineTotalCents: number };
/**
 * The cart priced before its reductions: its pieces' lines, the gift cards bought (`giftCards`,
 * `giftCardsCents`, issue 49: added after the goods' total, untaxed), and `goods`: the pieces as the order's
 * reductions price them (discounts/, decision 0121), with the destination, the shop's shipping and the taxes
 * it is registered for. `taxNumbers`: the registration numbers the order is taxed under, given its tax lines,
 * kept on it for its receipt (decision 0090).
 */
export type PricedCart = {
  lines: PricedCartLine[];
  giftCards: GiftCardCartLineItem[];
  giftCardsCents: number;
  goods: GoodsToReduce;
  taxNumbers: (taxLines: readonly TaxLine[]) => TaxNumber[];
};

/**
 * THE order's goods (docs/decisions/0005-server-is-money-authority.md): the session's cart at today's product
 * prices, for the destination province, with the taxes only where the shop's settings say it is registered
 * (GST/HST with its number). The reductions, shipping and tax are priced by the shared priceReductions, the
 * same function as the checkout's preview uses. A gift card is not goods: it ships nothing, is not taxed, and
 * counts toward neither free shipping nor a code's minimum (the reductions see the pieces only).
 */
export async function priceCart(sessionId: string, province: ProvinceCode): Promise<PricedCart> {
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
  const settings = await getShopSettings();
  const giftCardsCents = giftCards.reduce((sum, g) => sum + g.giftCard.amountCents, 0);
  const goods: GoodsToReduce = {
    lines: lines.map((l) => ({ productId: l.product.id, piece: l.product, lineTotalCents: l.lineTotalCents })),
    province,
    // Shipping from the settings on the goods after the discount, taxed with them (docs/decisions/0038-shipping-she-sets.md).
    shipping: settings.shipping,
    taxes: taxScopeOf(settings),
    giftCardsBoughtCents: giftCardsCents,
  };
  return { lines, giftCards, giftCardsCents, goods, taxNumbers: (taxLines) => taxNumbersFor(settings, province, taxLines) };
}
