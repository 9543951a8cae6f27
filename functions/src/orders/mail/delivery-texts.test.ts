import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS } from '@crystal/shared/shop-facts/default-shop-settings';
import { computeTotals } from '@crystal/shared/tax';
import type { OrderWithItems } from '../order-item';
import { confirmationEmail } from './confirmation-email';

const sampleOrder = {
  id: 42,
  firstName: 'Luna',
  lastName: 'Moonstone',
  customerEmail: 'luna@example.com',
  shippingAddress: 'Luna Moonstone\n123 Crystal Lane\nToronto, ON M5V 2T6\nCanada',
  items: [{ productId: 7, name: 'Amethyst Ring', quantity: 1, priceCents: 4500, imageUrl: '', orderId: 42 }],
  ...computeTotals(4500, 'ON'),
  status: 'paid',
  paidAt: '2026-11-24T20:00:00.000Z',
};

const links = { orderUrl: 'https://shop.example/o', returnsUrl: 'https://shop.example/returns' };
const ready = sampleOrder.items[0]!;
const made = { ...ready, productId: 9, name: 'Peridot Twist Bangle', madeToOrder: { leadTimeDays: 10, shipBy: '2026-12-07' } };
const order = (items: unknown[], language?: 'fr') => ({ ...sampleOrder, items, ...(language ? { language } : {}) }) as unknown as OrderWithItems;
const plain = async (o: OrderWithItems) => (await confirmationEmail(o, DEFAULT_SHOP_SETTINGS, links)).text!.replace(/\s+/g, ' ');

/** Issue 44 build 4: the shop's "Ships within 3 business days" never stands under a made-to-order line. */
describe('the confirmation gives each line its own estimate', () => {
  it('a made-to-order order gives its line’s own date and not the shop’s dispatch estimate', async () => {
    const text = await plain(order([made]));
    expect(text).toContain('estimated to ship by Monday, December 7, 2026 (10 business days)');
    expect(text).toContain('Each made-to-order piece ships by the date given beside it above.');
    expect(text).not.toContain('Ships within 3 business days');
    const fr = await plain(order([made], 'fr'));
    expect(fr).toContain('(10 jours ouvrables)');
    expect(fr).not.toContain('en 3 jours ouvrables');
  });

  it('a mixed order gives the dispatch estimate to its ready-made pieces only', async () => {
    const text = await plain(order([ready, made]));
    expect(text).toContain(`Ready-made pieces: ${DEFAULT_SHOP_SETTINGS.deliveryEstimate}`);
    expect(text).toContain('Each made-to-order piece ships by the date given beside it above.');
    const fr = await plain(order([ready, made], 'fr'));
    expect(fr).toContain(`Pièces prêtes à porter : ${DEFAULT_SHOP_SETTINGS.deliveryEstimateFr}`);
  });

  it('an order of ready-made pieces reads the setting as before', async () => {
    const text = await plain(order([ready]));
    expect(text).toContain(DEFAULT_SHOP_SETTINGS.deliveryEstimate);
    expect(text).not.toContain('made-to-order');
  });
});
