import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS } from '@crystal/shared/shop-facts/default-shop-settings';
import { computeTotals, EVERY_TAX } from '@crystal/shared/tax';
import type { ProvinceCode } from '@crystal/shared/provinces';
import type { OrderWithItems } from '../order-item';
import { confirmationEmail } from './confirmation-email';
import { statusEmail } from './status-emails';
import { newOrderAlert } from './artisan-alerts';

const links = { orderUrl: 'https://shop.example/shop/order-confirmation?order_id=57&key=k', returnsUrl: 'https://shop.example/shop/returns' };

/** A $46.00 ring with $12.00 shipping, a discount of `discountCents` from `source`, paid. */
function ringOrder(province: ProvinceCode, language: 'en' | 'fr', discountCents: number, source: Partial<OrderWithItems>) {
  return {
    id: 57,
    language,
    firstName: 'Luna',
    lastName: 'Moonstone',
    customerEmail: 'luna@example.com',
    customerPhone: '204-555-0199',
    shippingAddress: 'Luna Moonstone\n123 Crystal Lane\nToronto, ON M5V 2T6\nCanada',
    items: [{ productId: 7, name: 'Moonstone Ring', frName: 'Bague pierre de lune', quantity: 1, priceCents: 4600, imageUrl: '', orderId: 57 }],
    ...computeTotals(4600, province, discountCents, EVERY_TAX, 1200),
    ...source,
    status: 'paid',
    paidAt: '2026-11-24T20:00:00.000Z',
  } as unknown as OrderWithItems;
}

/** Both parts of a mail, with spaces of every kind made plain and react's markers removed. */
const partsOf = (mail: { text?: string; html?: string }) => [mail.text!, mail.html!.replaceAll('<!-- -->', '')].map((p) => p.replace(/\s+/g, ' '));

describe('every order mail that shows the money shows the discount, saying which, and the shipping', () => {
  // Worked example (ON): 46.00 - 10% code 4.60 = 41.40 goods + 12.00 shipping = 53.40; HST 13% = 6.942 -> 6.94; total 60.34.
  const coded = ringOrder('ON', 'en', 460, { discountSource: 'code', discountCode: 'WELCOME10' });

  it('the confirmation: the code, its discount before tax, the shipping and the total', async () => {
    expect(coded.totalCents).toBe(6034);
    const mail = await confirmationEmail(coded, DEFAULT_SHOP_SETTINGS, links);
    for (const part of partsOf(mail)) {
      for (const fact of ['Subtotal', '$46.00', 'Discount (code WELCOME10)', '-$4.60', 'Shipping', '$12.00', 'HST (13%)', '$6.94', 'Total (CAD)', '$60.34']) {
        expect(part, fact).toContain(fact);
      }
      expect(part).not.toContain('Free');
    }
  });

  it("the confirmation names the guide's offer when the offer gave the discount", async () => {
    const offered = ringOrder('MB', 'en', 690, { discountSource: 'offer' });
    const mail = await confirmationEmail(offered, DEFAULT_SHOP_SETTINGS, links);
    for (const part of partsOf(mail)) {
      expect(part).toContain('Discount (your guide offer)');
      expect(part).toContain('-$6.90');
      expect(part).toContain('$12.00');
    }
  });

  it('in French: the code, the shipping, TPS and TVQ on the goods after the discount plus shipping', async () => {
    // QC: 41.40 + 12.00 = 53.40; TPS 5% = 2.67; TVQ 9.975% = 5.32665 -> 5.33; total 61.40.
    const french = ringOrder('QC', 'fr', 460, { discountSource: 'code', discountCode: 'BIENVENUE10' });
    expect(french.totalCents).toBe(6140);
    const mail = await confirmationEmail(french, DEFAULT_SHOP_SETTINGS, links);
    for (const part of partsOf(mail)) {
      for (const fact of ['Rabais (code BIENVENUE10)', '-4,60 $', 'Livraison', '12,00 $', 'TPS (5 %)', '2,67 $', 'TVQ (9,975 %)', '5,33 $', '61,40 $']) {
        expect(part, fact).toContain(fact);
      }
    }
    const offered = await confirmationEmail(ringOrder('QC', 'fr', 690, { discountSource: 'offer' }), DEFAULT_SHOP_SETTINGS, links);
    for (const part of partsOf(offered)) expect(part).toContain('Rabais (offre du guide)');
  });

  it('the refund and the paid order’s cancellation break their total down the same way, in both languages', async () => {
    const refunded = await statusEmail('refunded', { ...coded, refundedCents: 2000 }, DEFAULT_SHOP_SETTINGS, links.orderUrl);
    const cancelled = await statusEmail('cancelled', coded, DEFAULT_SHOP_SETTINGS, links.orderUrl);
    for (const mail of [refunded, cancelled]) {
      for (const part of partsOf(mail)) {
        for (const fact of ['Discount (code WELCOME10)', '-$4.60', 'Shipping', '$12.00', '$6.94', '$60.34']) expect(part, fact).toContain(fact);
      }
    }
    const french = ringOrder('QC', 'fr', 460, { discountSource: 'code', discountCode: 'BIENVENUE10' });
    const fr = await statusEmail('refunded', { ...french, refundedCents: 2000 }, DEFAULT_SHOP_SETTINGS, links.orderUrl);
    for (const part of partsOf(fr)) for (const fact of ['Rabais (code BIENVENUE10)', 'Livraison', '12,00 $', '61,40 $']) expect(part, fact).toContain(fact);
  });

  it("the artisan's new-order alert breaks the total down too, in English whatever the shopper's language", async () => {
    const french = ringOrder('QC', 'fr', 460, { discountSource: 'code', discountCode: 'BIENVENUE10' });
    const alert = await newOrderAlert({ order: french, settings: DEFAULT_SHOP_SETTINGS, adminUrl: 'https://shop.example/shop/admin/orders/57' });
    for (const part of partsOf(alert)) {
      for (const fact of ['Discount (code BIENVENUE10)', '-$4.60', 'Shipping', '$12.00', 'GST (5%)', '$2.67', '$61.40']) expect(part, fact).toContain(fact);
    }
  });

  it('an unpaid cancellation shows no totals: no money was taken', async () => {
    const unpaid = await statusEmail('cancelled', { ...coded, paidAt: undefined }, DEFAULT_SHOP_SETTINGS, links.orderUrl);
    expect(unpaid.text).toContain('No payment was taken.');
    expect(unpaid.text).not.toContain('WELCOME10');
  });

  it('a free-shipping code: no discount line, "Shipping (code SHIPFREE) Free", in English and French (decision 0102)', async () => {
    const freeShip = (language: 'en' | 'fr') => ({
      ...ringOrder('MB', language, 0, { discountSource: 'code', discountCode: 'SHIPFREE', discountFreeShipping: true }),
      ...computeTotals(4600, 'MB', 0, EVERY_TAX, 0),
    });
    // MB: 46.00, shipping 0.00; GST 2.30 + RST 3.22; total 51.52.
    expect(freeShip('en').totalCents).toBe(5152);
    for (const part of partsOf(await confirmationEmail(freeShip('en'), DEFAULT_SHOP_SETTINGS, links))) {
      expect(part).toMatch(/Shipping \(code SHIPFREE\)\s*(<[^>]+>\s*)*Free/);
      expect(part).not.toContain('Discount');
      expect(part).toContain('$51.52');
    }
    for (const part of partsOf(await confirmationEmail(freeShip('fr'), DEFAULT_SHOP_SETTINGS, links))) {
      expect(part).toMatch(/Livraison \(code SHIPFREE\)\s*(<[^>]+>\s*)*Gratuite/);
      expect(part).not.toContain('Rabais');
    }
  });

  it('with no discount and free shipping: no discount line, and "Shipping Free"', async () => {
    const plain = { ...ringOrder('ON', 'en', 0, {}), ...computeTotals(4600, 'ON') } as OrderWithItems;
    const mail = await confirmationEmail(plain, DEFAULT_SHOP_SETTINGS, links);
    for (const part of partsOf(mail)) {
      expect(part).not.toContain('Discount');
      expect(part).toMatch(/Shipping\s*(<[^>]+>\s*)*Free/);
    }
  });
});
