import { describe, expect, it } from 'vitest';
import { PROVINCES, type ProvinceCode } from '../provinces';
import { computeTotals, EVERY_TAX, type Totals } from '../tax';
import { centsToDecimalString, decimalStringToCents } from './cents';
import { computeRefund, type RefundableOrder } from './compute-refund';
import { splitGiftCardPayment, splitGiftCardRefund } from './gift-card-payment';
import { priceShipping, type ShippingSettings } from './price-shipping';

/**
 * Worked examples of gift cards for every province and territory (issue 49), each figure written out by
 * hand (from the published rates, each tax rounded half up to the cent) and checked against the shop's own
 * tax, shipping, gift card and refund code. The shop ships for $12.00 ($24.00 to the territories), free
 * from $75.00 of goods; a gift card is never goods.
 *
 * - ring: a $46.00 ring and a $50.00 card bought: the card is untaxed and does not count toward free
 *   shipping (ring + card would pass $75.00; the ring alone pays shipping).
 * - pendant: a $100.00 card spent on a $68.00 pendant with shipping: paid in full, its exact balance left.
 * - inFull: a $150.00 card spent on the ring and the pendant ($114.00 of goods, so shipping is free): the
 *   card pays it all, the amount due is 0.00 and nothing is charged to a card.
 * - refund: the pendant paid with a $50.00 card and a card payment for the rest (the amount due); the
 *   shipping is refunded first, then the pendant: the card gets its part back first, then the card payment.
 */
const SHIPPING: ShippingSettings = { flatRate: '12.00', freeOver: '75.00', territoriesRate: '24.00' };

type Taxes = Record<string, string>;
type Example = {
  province: ProvinceCode;
  ring: { shipping: string; taxes: Taxes; total: string; withCard: string };
  pendant: { shipping: string; taxes: Taxes; total: string; left: string };
  inFull: { shipping: string; taxes: Taxes; total: string; left: string };
  refund: {
    due: string;
    shipping: { back: string; taxes: Taxes; toCard: string; toPayment: string };
    pendant: { back: string; toCard: string; toPayment: string };
  };
};

// prettier-ignore
const EXAMPLES: Example[] = [
  { province: 'AB', ring: { shipping: '12.00', taxes: { GST: '2.90' }, total: '60.90', withCard: '110.90' }, pendant: { shipping: '12.00', taxes: { GST: '4.00' }, total: '84.00', left: '16.00' }, inFull: { shipping: '0.00', taxes: { GST: '5.70' }, total: '119.70', left: '30.30' }, refund: { due: '34.00', shipping: { back: '12.60', taxes: { GST: '0.60' }, toCard: '12.60', toPayment: '0.00' }, pendant: { back: '71.40', toCard: '37.40', toPayment: '34.00' } } },
  { province: 'BC', ring: { shipping: '12.00', taxes: { GST: '2.90', PST: '4.06' }, total: '64.96', withCard: '114.96' }, pendant: { shipping: '12.00', taxes: { GST: '4.00', PST: '5.60' }, total: '89.60', left: '10.40' }, inFull: { shipping: '0.00', taxes: { GST: '5.70', PST: '7.98' }, total: '127.68', left: '22.32' }, refund: { due: '39.60', shipping: { back: '13.44', taxes: { GST: '0.60', PST: '0.84' }, toCard: '13.44', toPayment: '0.00' }, pendant: { back: '76.16', toCard: '36.56', toPayment: '39.60' } } },
  { province: 'MB', ring: { shipping: '12.00', taxes: { GST: '2.90', RST: '4.06' }, total: '64.96', withCard: '114.96' }, pendant: { shipping: '12.00', taxes: { GST: '4.00', RST: '5.60' }, total: '89.60', left: '10.40' }, inFull: { shipping: '0.00', taxes: { GST: '5.70', RST: '7.98' }, total: '127.68', left: '22.32' }, refund: { due: '39.60', shipping: { back: '13.44', taxes: { GST: '0.60', RST: '0.84' }, toCard: '13.44', toPayment: '0.00' }, pendant: { back: '76.16', toCard: '36.56', toPayment: '39.60' } } },
  { province: 'NB', ring: { shipping: '12.00', taxes: { HST: '8.70' }, total: '66.70', withCard: '116.70' }, pendant: { shipping: '12.00', taxes: { HST: '12.00' }, total: '92.00', left: '8.00' }, inFull: { shipping: '0.00', taxes: { HST: '17.10' }, total: '131.10', left: '18.90' }, refund: { due: '42.00', shipping: { back: '13.80', taxes: { HST: '1.80' }, toCard: '13.80', toPayment: '0.00' }, pendant: { back: '78.20', toCard: '36.20', toPayment: '42.00' } } },
  { province: 'NL', ring: { shipping: '12.00', taxes: { HST: '8.70' }, total: '66.70', withCard: '116.70' }, pendant: { shipping: '12.00', taxes: { HST: '12.00' }, total: '92.00', left: '8.00' }, inFull: { shipping: '0.00', taxes: { HST: '17.10' }, total: '131.10', left: '18.90' }, refund: { due: '42.00', shipping: { back: '13.80', taxes: { HST: '1.80' }, toCard: '13.80', toPayment: '0.00' }, pendant: { back: '78.20', toCard: '36.20', toPayment: '42.00' } } },
  { province: 'NS', ring: { shipping: '12.00', taxes: { HST: '8.12' }, total: '66.12', withCard: '116.12' }, pendant: { shipping: '12.00', taxes: { HST: '11.20' }, total: '91.20', left: '8.80' }, inFull: { shipping: '0.00', taxes: { HST: '15.96' }, total: '129.96', left: '20.04' }, refund: { due: '41.20', shipping: { back: '13.68', taxes: { HST: '1.68' }, toCard: '13.68', toPayment: '0.00' }, pendant: { back: '77.52', toCard: '36.32', toPayment: '41.20' } } },
  { province: 'NT', ring: { shipping: '24.00', taxes: { GST: '3.50' }, total: '73.50', withCard: '123.50' }, pendant: { shipping: '24.00', taxes: { GST: '4.60' }, total: '96.60', left: '3.40' }, inFull: { shipping: '0.00', taxes: { GST: '5.70' }, total: '119.70', left: '30.30' }, refund: { due: '46.60', shipping: { back: '25.20', taxes: { GST: '1.20' }, toCard: '25.20', toPayment: '0.00' }, pendant: { back: '71.40', toCard: '24.80', toPayment: '46.60' } } },
  { province: 'NU', ring: { shipping: '24.00', taxes: { GST: '3.50' }, total: '73.50', withCard: '123.50' }, pendant: { shipping: '24.00', taxes: { GST: '4.60' }, total: '96.60', left: '3.40' }, inFull: { shipping: '0.00', taxes: { GST: '5.70' }, total: '119.70', left: '30.30' }, refund: { due: '46.60', shipping: { back: '25.20', taxes: { GST: '1.20' }, toCard: '25.20', toPayment: '0.00' }, pendant: { back: '71.40', toCard: '24.80', toPayment: '46.60' } } },
  { province: 'ON', ring: { shipping: '12.00', taxes: { HST: '7.54' }, total: '65.54', withCard: '115.54' }, pendant: { shipping: '12.00', taxes: { HST: '10.40' }, total: '90.40', left: '9.60' }, inFull: { shipping: '0.00', taxes: { HST: '14.82' }, total: '128.82', left: '21.18' }, refund: { due: '40.40', shipping: { back: '13.56', taxes: { HST: '1.56' }, toCard: '13.56', toPayment: '0.00' }, pendant: { back: '76.84', toCard: '36.44', toPayment: '40.40' } } },
  { province: 'PE', ring: { shipping: '12.00', taxes: { HST: '8.70' }, total: '66.70', withCard: '116.70' }, pendant: { shipping: '12.00', taxes: { HST: '12.00' }, total: '92.00', left: '8.00' }, inFull: { shipping: '0.00', taxes: { HST: '17.10' }, total: '131.10', left: '18.90' }, refund: { due: '42.00', shipping: { back: '13.80', taxes: { HST: '1.80' }, toCard: '13.80', toPayment: '0.00' }, pendant: { back: '78.20', toCard: '36.20', toPayment: '42.00' } } },
  { province: 'QC', ring: { shipping: '12.00', taxes: { GST: '2.90', QST: '5.79' }, total: '66.69', withCard: '116.69' }, pendant: { shipping: '12.00', taxes: { GST: '4.00', QST: '7.98' }, total: '91.98', left: '8.02' }, inFull: { shipping: '0.00', taxes: { GST: '5.70', QST: '11.37' }, total: '131.07', left: '18.93' }, refund: { due: '41.98', shipping: { back: '13.80', taxes: { GST: '0.60', QST: '1.20' }, toCard: '13.80', toPayment: '0.00' }, pendant: { back: '78.18', toCard: '36.20', toPayment: '41.98' } } },
  { province: 'SK', ring: { shipping: '12.00', taxes: { GST: '2.90', PST: '3.48' }, total: '64.38', withCard: '114.38' }, pendant: { shipping: '12.00', taxes: { GST: '4.00', PST: '4.80' }, total: '88.80', left: '11.20' }, inFull: { shipping: '0.00', taxes: { GST: '5.70', PST: '6.84' }, total: '126.54', left: '23.46' }, refund: { due: '38.80', shipping: { back: '13.32', taxes: { GST: '0.60', PST: '0.72' }, toCard: '13.32', toPayment: '0.00' }, pendant: { back: '75.48', toCard: '36.68', toPayment: '38.80' } } },
  { province: 'YT', ring: { shipping: '24.00', taxes: { GST: '3.50' }, total: '73.50', withCard: '123.50' }, pendant: { shipping: '24.00', taxes: { GST: '4.60' }, total: '96.60', left: '3.40' }, inFull: { shipping: '0.00', taxes: { GST: '5.70' }, total: '119.70', left: '30.30' }, refund: { due: '46.60', shipping: { back: '25.20', taxes: { GST: '1.20' }, toCard: '25.20', toPayment: '0.00' }, pendant: { back: '71.40', toCard: '24.80', toPayment: '46.60' } } },
];

const cents = decimalStringToCents;
const money = centsToDecimalString;
const taxesOf = (t: Totals | { taxLines: { name: string; amountCents: number }[] }) => Object.fromEntries(t.taxLines.map((l) => [l.name, money(l.amountCents)]));

/** The goods of an order as the checkout prices them: shipping from the goods alone, tax on goods and shipping. */
function price(goodsCents: number, province: ProvinceCode) {
  return computeTotals(goodsCents, province, 0, EVERY_TAX, priceShipping(goodsCents, province, SHIPPING));
}

describe('gift card worked examples, every province and territory', () => {
  it('covers the 13 provinces and territories, once each', () => {
    expect(EXAMPLES.map((e) => e.province).sort()).toEqual(PROVINCES.map((p) => p.code).sort());
  });

  describe.each(EXAMPLES)('$province', (example) => {
    const { province } = example;

    it('a $50 card bought with a $46 ring: untaxed, not toward free shipping, added to the total as it is', () => {
      const goods = price(4600, province);
      expect(priceShipping(4600 + 5000, province, SHIPPING)).toBe(0);
      expect({ shipping: money(goods.shippingCents), taxes: taxesOf(goods), total: money(goods.totalCents) }).toEqual({
        shipping: example.ring.shipping,
        taxes: example.ring.taxes,
        total: example.ring.total,
      });
      const paid = splitGiftCardPayment({ goodsTotalCents: goods.totalCents, giftCardsBoughtCents: 5000 }, undefined);
      expect(money(paid.amountDueCents)).toBe(example.ring.withCard);
      // A card the shopper applies pays the ring, never the card bought beside it.
      expect(splitGiftCardPayment({ goodsTotalCents: goods.totalCents, giftCardsBoughtCents: 5000 }, 20_000)).toEqual({ giftCardCents: goods.totalCents, amountDueCents: 5000 });
    });

    it('a $100 card spent on a $68 pendant with shipping, leaving its exact balance', () => {
      const goods = price(6800, province);
      expect({ shipping: money(goods.shippingCents), taxes: taxesOf(goods), total: money(goods.totalCents) }).toEqual({
        shipping: example.pendant.shipping,
        taxes: example.pendant.taxes,
        total: example.pendant.total,
      });
      const paid = splitGiftCardPayment({ goodsTotalCents: goods.totalCents }, 10_000);
      expect(paid).toEqual({ giftCardCents: cents(example.pendant.total), amountDueCents: 0 });
      expect(money(10_000 - paid.giftCardCents)).toBe(example.pendant.left);
    });

    it('an order the card pays in full: amount due 0.00, nothing charged', () => {
      const goods = price(4600 + 6800, province);
      expect({ shipping: money(goods.shippingCents), taxes: taxesOf(goods), total: money(goods.totalCents) }).toEqual({
        shipping: example.inFull.shipping,
        taxes: example.inFull.taxes,
        total: example.inFull.total,
      });
      const paid = splitGiftCardPayment({ goodsTotalCents: goods.totalCents }, 15_000);
      expect(money(paid.amountDueCents)).toBe('0.00');
      expect(money(15_000 - paid.giftCardCents)).toBe(example.inFull.left);
    });

    it('a refund split between the card (first) and the card payment', () => {
      const goods = price(6800, province);
      const paid = splitGiftCardPayment({ goodsTotalCents: goods.totalCents }, 5000);
      expect(paid).toEqual({ giftCardCents: 5000, amountDueCents: cents(example.refund.due) });
      const order: RefundableOrder = { lines: [{ id: 1, quantity: 1, priceCents: 6800 }], ...goods, refundedCents: 0 };

      const shipping = computeRefund(order, { quantities: new Map(), shipping: false }, { items: [], shipping: true });
      if (!shipping.ok) throw new Error('the shipping refund was refused');
      expect({ back: money(shipping.figures.totalCents), taxes: taxesOf(shipping.figures) }).toEqual({ back: example.refund.shipping.back, taxes: example.refund.shipping.taxes });
      const first = splitGiftCardRefund(paid, 0, shipping.figures.totalCents);
      expect({ toCard: money(first.toGiftCardCents), toPayment: money(first.toCardPaymentCents) }).toEqual({ toCard: example.refund.shipping.toCard, toPayment: example.refund.shipping.toPayment });

      const before = shipping.figures.totalCents;
      const pendant = computeRefund({ ...order, refundedCents: before }, { quantities: new Map(), shipping: true }, { items: [{ itemId: 1, quantity: 1 }], shipping: false });
      if (!pendant.ok) throw new Error('the pendant refund was refused');
      expect(money(pendant.figures.totalCents)).toBe(example.refund.pendant.back);
      const second = splitGiftCardRefund(paid, before, pendant.figures.totalCents);
      expect({ toCard: money(second.toGiftCardCents), toPayment: money(second.toCardPaymentCents) }).toEqual({ toCard: example.refund.pendant.toCard, toPayment: example.refund.pendant.toPayment });
      // Everything given back: the card has its $50.00 again, the card payment its amount due, no more.
      expect(first.toGiftCardCents + second.toGiftCardCents).toBe(5000);
      expect(money(first.toCardPaymentCents + second.toCardPaymentCents)).toBe(example.refund.due);
    });
  });
});
