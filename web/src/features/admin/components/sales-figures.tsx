import type { SalesFigures } from '@crystal/shared/schemas/admin-dashboard';
import { money, plural } from './format';

/** " (tax refunded: MB RST $1.75, ON HST $3.25)": each province's tax apart, for her returns. */
const refundedTax = (figures: SalesFigures) =>
  figures.refundedTax?.length ? ` (tax refunded: ${figures.refundedTax.map((t) => `${t.province} ${t.name} ${money(t.amount)}`.trim()).join(', ')})` : '';

/**
 * "2 orders · goods $87.40 · shipping $24.00 · tax collected $13.95": what the revenue before tax is made of,
 * money received net of refunds; then what was refunded, deposits received with balances still owed, what
 * gift cards paid (in the figures) and gift cards sold (not in them), when any.
 */
export function salesBreakdown(figures: SalesFigures): string {
  const zero = (v: string | undefined) => !v || v === '0.00';
  return [
    plural(figures.orders, 'order'),
    `goods ${money(figures.goods)}`,
    `shipping ${money(figures.shipping)}`,
    `tax collected ${money(figures.tax)}`,
    ...(zero(figures.refunded) ? [] : [`refunded ${money(figures.refunded)}${refundedTax(figures)}`]),
    ...(zero(figures.deposits) ? [] : [`deposits ${money(figures.deposits)} (balances owed ${money(figures.balanceDue)})`]),
    ...(zero(figures.giftCardsSpent) ? [] : [`paid by gift cards ${money(figures.giftCardsSpent)}`]),
    ...(zero(figures.giftCardsSold) ? [] : [`gift cards sold ${money(figures.giftCardsSold)} (owed, not in sales)`]),
  ].join(' · ');
}

/** The gift cards of a period, sold against spent (issue 49): a card counts in the sales when it is spent. */
export const giftCardsSoldAndSpent = (figures: SalesFigures): string => `this month: sold ${money(figures.giftCardsSold ?? '0.00')}, spent ${money(figures.giftCardsSpent ?? '0.00')}`;
