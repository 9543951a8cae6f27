import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DailySales } from '@crystal/shared/schemas/admin-dashboard';
import { SalesChart } from './sales-chart';
import { giftCardsSoldAndSpent, salesBreakdown } from './sales-figures';

// Worked example: an ON ring (46.00 + 12.00 shipping, HST 7.54) and an MB ring with a 10% code
// (41.40 + 12.00, GST 2.67 + RST 3.74): goods 87.40, shipping 24.00, tax 13.95, revenue before tax 111.40.
const day: DailySales = { day: '2026-11-26', orders: 2, goods: '87.40', shipping: '24.00', tax: '13.95', revenue: '111.40', refunded: '0.00', deposits: '0.00', balanceDue: '0.00', giftCardsSold: '0.00', giftCardsSpent: '0.00', refundedTax: [] };
const quiet: DailySales = { day: '2026-11-25', orders: 0, goods: '0.00', shipping: '0.00', tax: '0.00', revenue: '0.00', refunded: '0.00', deposits: '0.00', balanceDue: '0.00', giftCardsSold: '0.00', giftCardsSpent: '0.00', refundedTax: [] };

describe('sales in /admin: goods, shipping and tax apart, totals before tax', () => {
  it('breaks a stat down into goods, shipping and the tax collected', () => {
    expect(salesBreakdown(day)).toBe('2 orders · goods $87.40 · shipping $24.00 · tax collected $13.95');
  });

  it('names what gift cards paid (in the sales) apart from the gift cards sold (owed, not sales)', () => {
    // A $50 card sold, and $33.75 of a card spent on a $30.13 piece in MB (GST 1.51, RST 2.11), counted in the goods and tax.
    const cards = { ...day, orders: 3, goods: '117.53', tax: '17.57', revenue: '141.53', giftCardsSold: '50.00', giftCardsSpent: '33.75' };
    expect(salesBreakdown(cards)).toBe(
      '3 orders · goods $117.53 · shipping $24.00 · tax collected $17.57 · paid by gift cards $33.75 · gift cards sold $50.00 (owed, not in sales)',
    );
    expect(giftCardsSoldAndSpent(cards)).toBe('this month: sold $50.00, spent $33.75');
  });

  it('names the tax refunds gave back, each province and tax apart', () => {
    const refunded = { ...day, refunded: '28.25', refundedTax: [{ province: 'MB', name: 'RST', amount: '1.75' }, { province: 'ON', name: 'HST', amount: '3.25' }] };
    expect(salesBreakdown(refunded)).toBe(
      '2 orders · goods $87.40 · shipping $24.00 · tax collected $13.95 · refunded $28.25 (tax refunded: MB RST $1.75, ON HST $3.25)',
    );
  });

  it('charts the revenue before tax, and tables each day with goods, shipping and tax apart', () => {
    render(<SalesChart sales={[quiet, day]} />);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('Sales over the last 2 days: 2 orders, $111.40 before tax.');
    const table = screen.getByRole('table', { name: 'Daily sales, last 30 days' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Day', 'Orders', 'Goods', 'Shipping', 'Tax collected', 'Revenue before tax']);
    const cells = within(within(table).getAllByRole('row')[2]!).getAllByRole('cell').map((c) => c.textContent);
    expect(cells).toEqual(['2026-11-26', '2', '$87.40', '$24.00', '$13.95', '$111.40']);
  });
});
