import type { CartLine } from '@crystal/shared/schemas/cart';
import type { DiscountCodeCheck } from '@crystal/shared/schemas/discount-code';
import type { ProvinceCode } from '@crystal/shared/provinces';
import type { PublicShopInfo } from '@crystal/shared/schemas/shop-settings';
import { EVERY_TAX, taxScopeOf, type Totals } from '@crystal/shared/tax';
import { priceReductions, type CodeCart, type CodeTerms, type OfferTerms } from '@crystal/shared/money/price-reductions';
import { amountToFreeShipping, FREE_SHIPPING_EVERYWHERE, priceShipping } from '@crystal/shared/money/price-shipping';
import { decimalStringToCents } from '@crystal/shared/money';
import { splitGiftCardPayment } from '@crystal/shared/money/gift-card-payment';
import { giftCardsBoughtCents, goodsLines, lineTotalCents } from '@/lib/cart-lines';

/** The applied code's terms as the shared pricing reads them. */
export const termsOfCheck = (c: DiscountCodeCheck): CodeTerms => ({
  code: c.code,
  percentOff: c.percentOff,
  amountOffCents: c.amountOff ? decimalStringToCents(c.amountOff) : null,
  minSubtotalCents: c.minSubtotal ? decimalStringToCents(c.minSubtotal) : null,
  collectionId: c.collectionId,
  freeShipping: c.freeShipping,
});

type Input = {
  items: CartLine[];
  offer?: OfferTerms;
  code: DiscountCodeCheck | null;
  shop: PublicShopInfo | undefined;
  /** The shipping province once chosen. */
  province: ProvinceCode | undefined;
};

/**
 * The checkout's preview, priced by the same shared priceReductions the server prices the order with
 * (decision 0121). The pieces carry the discount, shipping and tax; a gift card bought in the cart (issue 49)
 * is added to the total as it is: never discounted, shipped or taxed, and never counted toward free shipping
 * or a code's minimum.
 */
export function priceCheckout({ items, offer, code, shop, province }: Input) {
  const goods = goodsLines(items);
  const subtotal = goods.reduce((sum, i) => sum + lineTotalCents(i), 0);
  // GST/HST only with the shop's number and provincial taxes only where it is registered (its settings); every tax until they load.
  const taxes = shop ? taxScopeOf(shop) : EVERY_TAX;
  const shippingSettings = shop?.shipping ?? FREE_SHIPPING_EVERYWHERE;
  const destination = province ?? 'AB';
  // A collection's code takes money off its pieces only; a free-shipping code is worth the shipping it saves (decision 0102).
  const terms = code ? termsOfCheck(code) : null;
  const lines = goods.map((i) => ({
    productId: i.product.id,
    piece: { categoryId: i.product.categoryId ?? 0, collectionIds: i.product.collectionIds ?? [] },
    lineTotalCents: lineTotalCents(i),
  }));
  const codeCart: CodeCart = { lines, shippingCents: priceShipping(subtotal, destination, shippingSettings) };
  // The offer takes a percentage of its piece's lines; a code and the offer never stack: the larger applies, as the server chooses (docs/decisions/0040-discount-codes.md).
  const bought = giftCardsBoughtCents(items);
  const { chosen, codeCents, totals } = priceReductions({
    lines,
    offer: offer ?? null,
    code: terms,
    giftCardBalanceCents: null,
    province: destination,
    shipping: shippingSettings,
    taxes,
    giftCardsBoughtCents: bought,
  });
  const discount = chosen.discountCents;
  const discountBy =
    chosen.source === 'code' && code ? { source: 'code' as const, code: code.code, freeShipping: chosen.freeShipping } : chosen.source === 'offer' ? { source: 'offer' as const } : undefined;
  const toFree = chosen.freeShipping || subtotal === 0 ? null : amountToFreeShipping(subtotal - discount, destination, shippingSettings);
  const goodsTotals: Totals = province ? totals : { ...totals, taxLines: [], taxCents: 0, totalCents: subtotal - discount + totals.shippingCents };
  const shownTotals: Totals = { ...goodsTotals, subtotalCents: goodsTotals.subtotalCents + bought, totalCents: goodsTotals.totalCents + bought };
  return { subtotal, terms, codeCart, codeCents, chosen, discountBy, toFree, shownTotals, giftCardsBought: bought, shippingSettings };
}

/**
 * What an applied gift card pays of the total shown (what is left on it, at most the goods' total: never the
 * gift cards bought beside them, as the server), and what is left to pay.
 */
export function giftCardPart(totalCents: number, balanceCents: number | undefined, giftCardsBoughtCents = 0) {
  return splitGiftCardPayment({ goodsTotalCents: totalCents - giftCardsBoughtCents, giftCardsBoughtCents }, balanceCents);
}
