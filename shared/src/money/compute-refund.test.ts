import { describe, expect, it } from 'vitest';
import type { ProvinceCode } from '../provinces';
import { computeTotals } from '../tax';
import { computeRefund, lineGoodsCents, settleRefundFigures, splitCents, type RefundableOrder, type RefundedBefore } from './compute-refund';

/** A ring at 80.00 and two pairs of studs at 25.00 each, to `province`, as checkout totals them. */
function order(province: ProvinceCode, discountCents: number, shippingCents: number): RefundableOrder {
  const lines = [
    { id: 1, quantity: 1, priceCents: 8000 },
    { id: 2, quantity: 2, priceCents: 2500 },
  ];
  const totals = computeTotals(13000, province, discountCents, undefined, shippingCents);
  return { lines, ...totals, refundedCents: 0 };
}

const nothingBefore: RefundedBefore = { quantities: new Map(), shipping: false };

function figuresOf(o: RefundableOrder, before: RefundedBefore, ask: Parameters<typeof computeRefund>[2]) {
  const outcome = computeRefund(o, before, ask);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.issues));
  return outcome.figures;
}

const taxes = (f: { taxLines: { name: string; amountCents: number }[] }) => Object.fromEntries(f.taxLines.map((t) => [t.name, t.amountCents]));

describe('a refund by the line: worked examples', () => {
  it('ON, 13% HST: one pair of studs back is 25.00 and 3.25 of HST; the rest with shipping is exactly what remains', () => {
    const on = order('ON', 0, 1000);
    expect(on.taxLines.map((t) => t.amountCents)).toEqual([1820]);
    expect(on.totalCents).toBe(15820);
    const first = figuresOf(on, nothingBefore, { items: [{ itemId: 2, quantity: 1 }], shipping: false });
    expect(first).toMatchObject({ goodsCents: 2500, shippingCents: 0, taxCents: 325, totalCents: 2825 });
    expect(taxes(first)).toEqual({ HST: 325 });
    const rest = figuresOf(on, { quantities: new Map([[2, 1]]), shipping: false }, {
      items: [
        { itemId: 1, quantity: 1 },
        { itemId: 2, quantity: 1 },
      ],
      shipping: true,
    });
    expect(rest).toMatchObject({ goodsCents: 10500, shippingCents: 1000, taxCents: 1495, totalCents: 12995 });
    expect(first.totalCents + rest.totalCents).toBe(on.totalCents);
  });

  it('QC, 5% GST + 9.975% QST, with a 13.00 discount spread over the goods: one pair of studs is 22.50, GST 1.13, QST 2.24', () => {
    const qc = order('QC', 1300, 1000);
    expect(taxes(qc as never)).toEqual({ GST: 635, QST: 1267 });
    expect(lineGoodsCents(qc)).toEqual([7200, 4500]);
    const first = figuresOf(qc, nothingBefore, { items: [{ itemId: 2, quantity: 1 }], shipping: false });
    expect(first).toMatchObject({ goodsCents: 2250, shippingCents: 0, taxCents: 337, totalCents: 2587 });
    expect(taxes(first)).toEqual({ GST: 113, QST: 224 });
    const second = figuresOf(qc, { quantities: new Map([[2, 1]]), shipping: false }, { items: [{ itemId: 2, quantity: 1 }], shipping: false });
    // The second pair takes the cent the first one's rounding left: 45.00 of studs carry 2.25 GST and 4.49 QST.
    expect(taxes(second)).toEqual({ GST: 112, QST: 225 });
    expect(first.goodsCents + second.goodsCents).toBe(4500);
  });

  it('MB, 5% GST + 7% RST, with a 9.99 discount: the ring is 73.85 of goods, GST 3.69, RST 5.17; the rest adds up to the order', () => {
    const mb = order('MB', 999, 1500);
    expect(taxes(mb as never)).toEqual({ GST: 675, RST: 945 });
    expect(mb.totalCents).toBe(15121);
    // 120.01 of goods over 80.00 and 50.00 of lines: 73.85 and 46.16 (the odd cent to the larger remainder).
    expect(lineGoodsCents(mb)).toEqual([7385, 4616]);
    const ring = figuresOf(mb, nothingBefore, { items: [{ itemId: 1, quantity: 1 }], shipping: false });
    expect(ring).toMatchObject({ goodsCents: 7385, taxCents: 886, totalCents: 8271 });
    expect(taxes(ring)).toEqual({ GST: 369, RST: 517 });
    const rest = figuresOf(mb, { quantities: new Map([[1, 1]]), shipping: false }, { items: [{ itemId: 2, quantity: 2 }], shipping: true });
    expect(rest).toMatchObject({ goodsCents: 4616, shippingCents: 1500, totalCents: 6850 });
    expect(taxes(rest)).toEqual({ GST: 306, RST: 428 });
    expect(ring.totalCents + rest.totalCents).toBe(mb.totalCents);
  });
});

describe('a refund by the line: limits', () => {
  const on = order('ON', 0, 1000);

  it('refuses more than what is left of a line, a line the order lacks, shipping twice, and nothing at all', () => {
    const before: RefundedBefore = { quantities: new Map([[2, 1]]), shipping: true };
    const outcome = computeRefund(on, before, {
      items: [
        { itemId: 2, quantity: 2 },
        { itemId: 9, quantity: 1 },
      ],
      shipping: true,
    });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.issues.map((i) => i.path)).toEqual(['items.0.quantity', 'items.1.itemId', 'shipping']);
    expect(outcome.issues[0]!.message).toBe('Line 2 can be refunded at most 1 more (2 bought, 1 refunded before)');
    const empty = computeRefund(on, nothingBefore, { items: [{ itemId: 1, quantity: 0 }], shipping: false });
    expect(empty.ok).toBe(false);
  });

  it('a lower total keeps goods, shipping and tax in proportion and adding up; never above the computed total', () => {
    const lowered = settleRefundFigures(on, nothingBefore, { items: [{ itemId: 2, quantity: 1 }], shipping: false }, 2000);
    expect(lowered.ok && lowered.figures).toMatchObject({ goodsCents: 1770, taxCents: 230, totalCents: 2000 });
    const above = settleRefundFigures(on, nothingBefore, { items: [{ itemId: 2, quantity: 1 }], shipping: false }, 2826);
    expect(above.ok).toBe(false);
  });

  it('refuses what no longer fits the money left when an amount-only refund came first', () => {
    const outcome = settleRefundFigures({ ...on, refundedCents: 15000 }, nothingBefore, { items: [{ itemId: 1, quantity: 1 }], shipping: false });
    expect(outcome.ok ? [] : outcome.issues.map((i) => i.message)).toEqual(['Refund at most 8.20: 150.00 of the 158.20 paid was refunded before']);
  });

  it('unit by unit, in any order, the refunds add up to the order exactly in every province', () => {
    for (const province of ['ON', 'QC', 'MB', 'BC', 'NS'] as const) {
      for (const discount of [0, 1, 777, 1299]) {
        const o = order(province, discount, 1234);
        const quantities = new Map<number, number>();
        let shipping = false;
        const sums = { goods: 0, shipping: 0, total: 0, taxes: o.taxLines.map(() => 0) };
        for (const step of [2, 1, 'ship', 2] as const) {
          const ask = step === 'ship' ? { items: [], shipping: true } : { items: [{ itemId: step, quantity: 1 }], shipping: false };
          const f = figuresOf(o, { quantities: new Map(quantities), shipping }, ask);
          if (step === 'ship') shipping = true;
          else quantities.set(step, (quantities.get(step) ?? 0) + 1);
          sums.goods += f.goodsCents;
          sums.shipping += f.shippingCents;
          sums.total += f.totalCents;
          f.taxLines.forEach((t, k) => {
            expect(t.amountCents).toBeGreaterThanOrEqual(0);
            sums.taxes[k]! += t.amountCents;
          });
        }
        expect(sums.goods).toBe(o.subtotalCents - o.discountCents);
        expect(sums.shipping).toBe(o.shippingCents);
        expect(sums.taxes).toEqual(o.taxLines.map((t) => t.amountCents));
        expect(sums.total).toBe(o.totalCents);
      }
    }
  });

  it('splits cents by largest remainder, adding up', () => {
    expect(splitCents(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitCents(0, [5, 5])).toEqual([0, 0]);
    expect(splitCents(7, [0, 0])).toEqual([0, 0]);
  });
});

describe('a gift card line', () => {
  it('is refunded at its price: no share of the discount, no tax', () => {
    // A $46.00 ring less a $4.60 discount, 13% HST on it ($5.38), and a $50 gift card bought beside it.
    const order: RefundableOrder = {
      lines: [{ id: 1, quantity: 1, priceCents: 4600 }, { id: 2, quantity: 1, priceCents: 5000, giftCard: true }],
      subtotalCents: 4600,
      discountCents: 460,
      shippingCents: 0,
      taxLines: [{ name: 'HST', label: 'HST (13%)', amountCents: 538 }],
      totalCents: 4600 - 460 + 538 + 5000,
      refundedCents: 0,
    };
    expect(lineGoodsCents(order)).toEqual([4140, 5000]);
    const none = { quantities: new Map<number, number>(), shipping: false };
    const card = computeRefund(order, none, { items: [{ itemId: 2, quantity: 1 }], shipping: false });
    expect(card.ok && card.figures).toMatchObject({ goodsCents: 5000, taxCents: 0, totalCents: 5000 });
    const ring = computeRefund(order, none, { items: [{ itemId: 1, quantity: 1 }], shipping: false });
    expect(ring.ok && ring.figures).toMatchObject({ goodsCents: 4140, taxCents: 538, totalCents: 4678 });
  });

  it('keeps its price beside a discount that came off one piece only', () => {
    const order: RefundableOrder = {
      lines: [
        { id: 1, quantity: 1, priceCents: 8000 },
        { id: 2, quantity: 1, priceCents: 2500, discounted: false },
        { id: 3, quantity: 1, priceCents: 5000, giftCard: true },
      ],
      subtotalCents: 10500,
      discountCents: 1200,
      shippingCents: 0,
      taxLines: [],
      totalCents: 10500 - 1200 + 5000,
      refundedCents: 0,
    };
    expect(lineGoodsCents(order)).toEqual([6800, 2500, 5000]);
  });
});

describe('a discount that came off some lines only (the guide’s offer on its piece, a collection’s code)', () => {
  /** The ring has 15% off (12.00), the studs none: ON, 10.00 shipping. */
  function offerOnTheRing(): RefundableOrder {
    const totals = computeTotals(13000, 'ON', 1200, undefined, 1000);
    return { lines: [{ id: 1, quantity: 1, priceCents: 8000 }, { id: 2, quantity: 2, priceCents: 2500, discounted: false }], ...totals, refundedCents: 0 };
  }

  it('keeps the undiscounted line at its whole price and takes the discount off the ring alone', () => {
    expect(lineGoodsCents(offerOnTheRing())).toEqual([6800, 5000]);
  });

  it('ON: a pair of studs back is its whole 25.00 and 3.25 of HST; the ring back is 68.00; all of it adds up to the total', () => {
    const o = offerOnTheRing();
    const studs = figuresOf(o, nothingBefore, { items: [{ itemId: 2, quantity: 1 }], shipping: false });
    expect(studs).toMatchObject({ goodsCents: 2500, taxCents: 325, totalCents: 2825 });
    const ring = figuresOf(o, { quantities: new Map([[2, 1]]), shipping: false }, { items: [{ itemId: 1, quantity: 1 }], shipping: false });
    expect(ring.goodsCents).toBe(6800);
    const rest = figuresOf(o, { quantities: new Map([[1, 1], [2, 1]]), shipping: false }, { items: [{ itemId: 2, quantity: 1 }], shipping: true });
    expect(studs.totalCents + ring.totalCents + rest.totalCents).toBe(o.totalCents);
  });

  it('spread over the whole order, as before, when every line had it', () => {
    const whole = order('ON', 1200, 1000);
    expect(lineGoodsCents(whole)).toEqual(splitCents(11800, [8000, 5000]));
  });
});
