import { computeTotals, type Totals } from '@crystal/shared/tax';
import { priceShipping } from '@crystal/shared/money/price-shipping';
import type { ProvinceCode } from '@crystal/shared/provinces';
import { loadCart } from '../cart/public/load-cart';
import { getShopSettings } from '../settings/settings-repository';
import type { ProductItem } from '../catalog/product-item';
import type { CartLineItem } from '../cart/cart-item';

export type PricedCartLine = { line: CartLineItem; product: ProductItem; priceCents: number; lineTotalCents: number };
export type PricedCart = { lines: PricedCartLine[]; totals: Totals };

export type PriceCartOptions = {
  /** A discount in cents, or a lookup given the subtotal and lines (e.g. a session offer); clamped to the subtotal. */
  discountCents?: number | ((subtotalCents: number, lines: readonly PricedCartLine[]) => number | Promise<number>);
};

/**
 * THE order-total computation (docs/decisions/0005-server-is-money-authority.md): the session's cart at today's product prices, taxed
 * for the destination province with the same shared computeTotals the checkout preview uses, and the
 * provincial taxes only where the shop's settings say it is registered.
 */
export async function priceCart(sessionId: string, province: ProvinceCode, options: PriceCartOptions = {}): Promise<PricedCart> {
  // Two tabs adding the same new piece at the same instant can leave two lines for it: price it as one.
  const merged = new Map<number, Awaited<ReturnType<typeof loadCart>>[number]>();
  for (const entry of await loadCart(sessionId)) {
    const seen = merged.get(entry.product.id);
    merged.set(entry.product.id, seen ? { ...seen, line: { ...seen.line, quantity: seen.line.quantity + entry.line.quantity } } : entry);
  }
  const lines = [...merged.values()].map(({ line, product }) => ({
    line,
    product,
    priceCents: product.priceCents,
    lineTotalCents: product.priceCents * line.quantity,
  }));
  const subtotalCents = lines.reduce((sum, l) => sum + l.lineTotalCents, 0);
  const requested =
    typeof options.discountCents === 'function' ? await options.discountCents(subtotalCents, lines) : (options.discountCents ?? 0);
  const discountCents = Math.min(subtotalCents, Math.max(0, Math.round(requested)));
  const { taxRegistrations, shipping } = await getShopSettings();
  // Shipping from the settings on the goods after the discount, taxed with them (docs/decisions/0038-shipping-she-sets.md).
  const shippingCents = priceShipping(subtotalCents - discountCents, province, shipping);
  return { lines, totals: computeTotals(subtotalCents, province, discountCents, taxRegistrations, shippingCents) };
}
