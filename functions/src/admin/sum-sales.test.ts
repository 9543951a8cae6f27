import { describe, expect, it } from 'vitest';
import { computeTotals, EVERY_TAX } from '@crystal/shared/tax';
import { addSale, mergeSales, NO_SALES, salesFigures } from './sum-sales';

describe('sales figures: goods, shipping and tax apart, the revenue before tax', () => {
  it('adds up a worked example', () => {
    // ON: a $46.00 ring + $12.00 shipping; HST 13% of 58.00 = 7.54; paid 65.54.
    const ontario = computeTotals(4600, 'ON', 0, EVERY_TAX, 1200);
    // MB: the same ring with a 10% code (4.60 off) + $12.00 shipping = 53.40; GST 2.67, RST 3.74; paid 59.81.
    const manitoba = computeTotals(4600, 'MB', 460, EVERY_TAX, 1200);
    // QC: an $80.00 necklace, shipped free; GST 4.00, QST 7.98; paid 91.98.
    const quebec = computeTotals(8000, 'QC');
    expect([ontario.totalCents, manitoba.totalCents, quebec.totalCents]).toEqual([6554, 5981, 9198]);

    const day1 = addSale(addSale(NO_SALES, ontario), manitoba);
    expect(salesFigures(day1)).toMatchObject({ orders: 2, goods: '87.40', shipping: '24.00', tax: '13.95', revenue: '111.40', refunded: '0.00' });
    const month = mergeSales(day1, addSale(NO_SALES, quebec));
    // goods 46.00 + 41.40 + 80.00 = 167.40; shipping 24.00; tax 7.54 + 6.41 + 11.98 = 25.93; paid 217.33.
    expect(salesFigures(month)).toMatchObject({ orders: 3, goods: '167.40', shipping: '24.00', tax: '25.93', revenue: '191.40' });
    // What the shoppers paid is the revenue plus the tax collected for the governments, never the revenue itself.
    expect(6554 + 5981 + 9198).toBe(19140 + 2593);
  });

  it('is zero with no orders', () => {
    expect(salesFigures(NO_SALES)).toEqual({ orders: 0, goods: '0.00', shipping: '0.00', tax: '0.00', revenue: '0.00', refunded: '0.00', deposits: '0.00', balanceDue: '0.00', giftCardsSold: '0.00', giftCardsSpent: '0.00', refundedTax: [] });
  });

  it('counts money received: a partial refund comes off, a quote counts its deposit, not its total (issue 44)', () => {
    // The ON ring (65.54) with 32.77 refunded: half of each part is kept.
    const ontario = { ...computeTotals(4600, 'ON', 0, EVERY_TAX, 1200), refundedCents: 3277 };
    expect(salesFigures(addSale(NO_SALES, ontario))).toMatchObject({ goods: '23.00', shipping: '6.00', tax: '3.77', revenue: '29.00', refunded: '32.77' });
    // A $500.00 custom piece to MB (12% tax, 560.00) with its 30% deposit (168.00) paid and 392.00 owed.
    const quote = { ...computeTotals(50000, 'MB'), paidCents: 16800, balanceDueCents: 39200 };
    expect(salesFigures(addSale(NO_SALES, quote))).toMatchObject({ goods: '150.00', tax: '18.00', revenue: '150.00', deposits: '168.00', balanceDue: '392.00' });
  });

  it('counts a gift card when it is spent, not when it is sold; a refund of the card line leaves the ring (issue 49)', () => {
    // ON: a $46.00 ring (HST 5.98) and a $50.00 card: paid 101.98; the card is owed, not sold.
    const order = { ...computeTotals(4600, 'ON'), province: 'ON' as const, giftCardsCents: 5000 };
    const paid = { ...order, totalCents: order.totalCents + 5000 };
    expect(paid.totalCents).toBe(10_198);
    expect(salesFigures(addSale(NO_SALES, paid))).toMatchObject({ orders: 1, goods: '46.00', tax: '5.98', revenue: '46.00', giftCardsSold: '50.00', giftCardsSpent: '0.00' });
    // The card line refunded (50.00, no tax): the ring's figures stay, nothing is sold any more.
    const cardBack = { id: '1-1', items: [{ itemId: 2, quantity: 1, restock: false, goodsCents: 5000 }], goodsCents: 5000, giftCardsCents: 5000, shippingRefunded: false, shippingCents: 0, taxLines: [{ name: 'HST', label: 'HST (13%)', amountCents: 0 }], taxCents: 0, totalCents: 5000, refundedAfterCents: 5000, createdAt: '2026-11-28T12:00:00Z' };
    expect(salesFigures(addSale(NO_SALES, { ...paid, refundedCents: 5000, refunds: [cardBack] }))).toMatchObject({ goods: '46.00', tax: '5.98', refunded: '50.00', giftCardsSold: '0.00', refundedTax: [] });
    // 20.00 refunded by amount alone comes off the ring first (51.98 -> 31.98 kept: goods 46.00 x 31.98/51.98 = 28.30, tax 3.68), never the card.
    expect(salesFigures(addSale(NO_SALES, { ...paid, refundedCents: 2000 }))).toMatchObject({ goods: '28.30', tax: '3.68', giftCardsSold: '50.00' });

    // MB: a $68.00 pendant (GST 3.40, RST 4.76: 76.16) paid 50.00 by a card and 26.16 by card payment: a sale of 68.00, 50.00 of it spent from a card.
    const spent = { ...computeTotals(6800, 'MB'), province: 'MB' as const, giftCardCents: 5000 };
    expect(salesFigures(addSale(NO_SALES, spent))).toMatchObject({ goods: '68.00', tax: '8.16', revenue: '68.00', giftCardsSold: '0.00', giftCardsSpent: '50.00' });
    // 30.00 refunded goes back to the card first: 20.00 of the card stays spent.
    expect(salesFigures(addSale(NO_SALES, { ...spent, refundedCents: 3000 }))).toMatchObject({ refunded: '30.00', giftCardsSpent: '20.00' });
  });

  it('takes a refund by the line off by its own parts, tax per province apart; an amount-only refund after it splits what is left (issue 45)', () => {
    // ON: a ring at 80.00 and two pairs of studs at 25.00 + 10.00 shipping; HST 18.20; paid 158.20. One pair back: 25.00 + 3.25 HST.
    const totals = computeTotals(13000, 'ON', 0, EVERY_TAX, 1000);
    const refund = {
      id: '1-1',
      items: [{ itemId: 2, quantity: 1, restock: true, goodsCents: 2500 }],
      goodsCents: 2500,
      shippingRefunded: false,
      shippingCents: 0,
      taxLines: [{ name: 'HST', label: 'HST (13%)', amountCents: 325 }],
      taxCents: 325,
      totalCents: 2825,
      refundedAfterCents: 2825,
      createdAt: '2026-11-28T12:00:00Z',
    };
    const ontario = { ...totals, province: 'ON' as const, refundedCents: 2825, refunds: [refund] };
    expect(salesFigures(addSale(NO_SALES, ontario))).toMatchObject({
      goods: '105.00',
      shipping: '10.00',
      tax: '14.95',
      refunded: '28.25',
      refundedTax: [{ province: 'ON', name: 'HST', amount: '3.25' }],
    });
    // A voided refund (its payout failed) counts for nothing.
    expect(salesFigures(addSale(NO_SALES, { ...ontario, refundedCents: 0, refunds: [{ ...refund, voidedAt: '2026-11-28T12:00:01Z' }] }))).toMatchObject({ goods: '130.00', refundedTax: [] });
    // Then 64.97 by amount alone: half of the 129.95 left (to the cent), half of each part.
    const both = addSale(NO_SALES, { ...ontario, refundedCents: 2825 + 6497 });
    expect(salesFigures(both)).toMatchObject({ goods: '52.50', shipping: '5.00', tax: '7.48', refunded: '93.22' });
    expect(both.refundedTax).toEqual({ 'ON HST': 325 + 747 });
    expect(both.goodsCents + both.shippingCents + both.taxCents + both.refundedCents).toBe(totals.totalCents);
  });
});
