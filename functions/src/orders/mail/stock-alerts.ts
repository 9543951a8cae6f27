import { unitsAcross } from '@crystal/shared/product-stock-counts';
import { stockAlert } from './artisan-alerts';
import { getProduct } from '../../catalog';
import { siteUrl } from '../../lib/links/email-links';
import { sendOnce } from '../../lib/mail/send-once';
import type { OrderWithItems } from '../order-item';
import { getShopSettings } from '../../settings';

export type StockCrossing = { productId: number; kind: 'low-stock' | 'sold-out'; stockQuantity: number };

/**
 * Which of the order's pieces it took to or under the threshold, or to zero: a piece crosses when its
 * stock now is at or under the line and the stock before this order's quantity was above it.
 */
export function stockCrossings(lines: { productId: number; quantity: number; stockNow: number }[], threshold: number): StockCrossing[] {
  const out: StockCrossing[] = [];
  for (const { productId, quantity, stockNow } of lines) {
    const before = stockNow + quantity;
    if (stockNow <= 0 && before > 0) out.push({ productId, kind: 'sold-out', stockQuantity: 0 });
    else if (stockNow <= threshold && before > threshold) out.push({ productId, kind: 'low-stock', stockQuantity: stockNow });
  }
  return out;
}

/** After a paid order: one alert per piece it took to the low-stock threshold or sold out. */
export async function alertStockLevels(order: OrderWithItems): Promise<void> {
  const settings = await getShopSettings();
  const products = await Promise.all(order.items.map((i) => getProduct(i.productId)));
  // What can be bought of the piece now, once per piece, by the one availability rule: its sizes added up
  // where they keep their own counts, a made-to-order piece's open units (decision 0091).
  const lines = [...new Map(order.items.map((i, n) => [i.productId, { item: i, p: products[n] }])).values()].flatMap(({ item, p }) => {
    if (!p) return [];
    const quantity = order.items.filter((i) => i.productId === item.productId).reduce((n, i) => n + i.quantity, 0);
    return quantity > 0 ? [{ productId: item.productId, quantity, stockNow: unitsAcross(p), name: p.name, madeToOrder: Boolean(p.madeToOrder) }] : [];
  });
  for (const crossing of stockCrossings(lines, settings.lowStockThreshold)) {
    const line = lines.find((l) => l.productId === crossing.productId)!;
    const alert = { productId: line.productId, name: line.name, stockQuantity: crossing.stockQuantity, settings, adminUrl: siteUrl(`admin/products/${line.productId}`), madeToOrder: line.madeToOrder };
    await sendOnce(`product-${line.productId}-${crossing.kind}-order-${order.id}`, () => stockAlert(alert, order.id));
  }
}
