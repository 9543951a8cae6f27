import { stockAlert } from './artisan-alerts';
import { getProduct } from '../../catalog/product-repository';
import { siteUrl } from '../../lib/links/email-links';
import { sendOnce } from '../../lib/mail/send-once';
import type { OrderWithItems } from '../order-item';
import { getShopSettings } from '../../settings/settings-repository';

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
  const lines = order.items.flatMap((i, n) => {
    const p = products[n];
    return p ? [{ productId: i.productId, quantity: i.quantity, stockNow: p.stockQuantity, name: p.name }] : [];
  });
  for (const crossing of stockCrossings(lines, settings.lowStockThreshold)) {
    const line = lines.find((l) => l.productId === crossing.productId)!;
    const alert = { productId: line.productId, name: line.name, stockQuantity: crossing.stockQuantity, settings, adminUrl: siteUrl(`admin/products/${line.productId}`) };
    await sendOnce(`product-${line.productId}-${crossing.kind}-order-${order.id}`, () => stockAlert(alert, order.id));
  }
}
