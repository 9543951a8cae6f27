import { shopDateOf, shopToday } from '@crystal/shared/shop-date';
import type { AdminOverview, DailySales } from '@crystal/shared/schemas/admin-dashboard';
import { PAID_STATUSES, type OrderStatus } from '@crystal/shared/schemas/order';
import { listActiveProducts } from '../catalog';
import { countOrders, ordersSince, REMINDER_MAX_AGE_DAYS } from '../orders';
import { countSubscribers } from '../newsletter';
import { getShopSettings, unfinishedSellerDetails } from '../settings';
import { describeTaxStatus } from '@crystal/shared/describe-tax-status';
import { describeStock } from '@crystal/shared/describe-stock';
import { countOpenInbox } from './inbox-service';
import { reminderFigures } from './reminder-figures';
import { giftCardLiability } from './gift-card-admin-service';
import { shopDayStart } from '../lib/shop-day-bounds';
import { addSale, mergeSales, NO_SALES, salesFigures, type SalesCents } from './sum-sales';

/** Money that stays with the shop: paid and later, not pending, cancelled or refunded. */
const SOLD: readonly OrderStatus[] = PAID_STATUSES;
const CHART_DAYS = 30;

function lastDays(today: string, count: number): string[] {
  const end = Date.parse(`${today}T12:00:00Z`);
  return Array.from({ length: count }, (_, i) => new Date(end - (count - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}

/**
 * The dashboard's first screen: today, this month, the last 30 days, low stock (at or under the
 * artisan's threshold in the shop settings), open requests, the
 * seller details the confirmation still lacks, the newsletter list's size and this month's checkout reminders.
 */
export async function overview(now = new Date()): Promise<AdminOverview> {
  const today = shopToday(now);
  const days = lastDays(today, CHART_DAYS);
  const monthStart = `${today.slice(0, 7)}-01`;
  const monthFrom = shopDayStart(monthStart);
  // Back far enough for the chart, and for the orders a reminder sent this month can belong to.
  const remindable = new Date(monthFrom.getTime() - REMINDER_MAX_AGE_DAYS * 86_400_000);
  const chartFrom = shopDayStart(days[0]!);
  const since = (chartFrom < remindable ? chartFrom : remindable).toISOString();
  const [orders, products, open, toShip, awaitingPayment, settings, newsletter, liability] = await Promise.all([
    ordersSince(since),
    listActiveProducts(),
    countOpenInbox(),
    countOrders('paid', { toShip: true }),
    countOrders('pending'),
    getShopSettings(),
    countSubscribers(),
    giftCardLiability(),
  ]);
  const reminders = await reminderFigures(
    orders.filter((o) => o.createdAt >= remindable.toISOString()),
    monthFrom.toISOString(),
  );

  const byDay = new Map<string, SalesCents>();
  for (const o of orders) {
    if (!SOLD.includes(o.status)) continue;
    const day = shopDateOf(new Date(o.createdAt));
    byDay.set(day, addSale(byDay.get(day) ?? NO_SALES, o));
  }
  // Goods, shipping and tax apart; the revenue before tax (docs/decisions/0057-sales-before-tax.md).
  const sum = (pick: (day: string) => boolean) => {
    let total = NO_SALES;
    for (const [day, v] of byDay) {
      if (!pick(day)) continue;
      total = mergeSales(total, v);
    }
    return salesFigures(total);
  };
  const sales: DailySales[] = days.map((day) => ({ day, ...salesFigures(byDay.get(day) ?? NO_SALES) }));
  return {
    today: sum((d) => d === today),
    month: sum((d) => d.startsWith(today.slice(0, 7))),
    toShip,
    awaitingPayment,
    // As shoppers see each piece (the one availability rule): sizes added up, made-to-order open units.
    lowStock: products
      .map((p) => ({ p, stock: describeStock(p, settings.lowStockThreshold) }))
      .filter(({ stock }) => stock.units <= settings.lowStockThreshold)
      .sort((a, b) => a.stock.units - b.stock.units || a.p.id - b.p.id)
      .map(({ p, stock }) => ({ id: p.id, name: p.name, sku: p.sku, stockQuantity: stock.units, stock: stock.text })),
    openConsultations: open.consultations,
    openMessages: open.messages,
    sales,
    unfinishedSettings: unfinishedSellerDetails(settings),
    taxStatus: describeTaxStatus(settings),
    newsletter,
    reminders,
    giftCardLiability: liability,
  };
}
