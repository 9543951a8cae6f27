import { describe, expect, it } from 'vitest';
import { claimsNotEnabled } from '@crystal/shared/shop-facts/claims-not-enabled';
import { DEFAULT_SHOP_SETTINGS } from '@crystal/shared/shop-facts/default-shop-settings';
import type { ShopSettings } from '@crystal/shared/schemas/shop-settings';
import { computeTotals } from '@crystal/shared/tax';
import type { OrderWithItems } from '../order-item';
import { confirmationEmail } from './confirmation-email';
import { statusEmail, type StatusMailKind } from './status-emails';
import { shipmentEmail } from '../shipments/shipment-email';

/** The claims scan's mail half for an order's mails (docs/decisions/0055-claims-scan.md), in both languages. */
const order = (language: 'en' | 'fr') =>
  ({
    id: 42,
    language,
    firstName: 'Luna',
    lastName: 'Gagnon',
    customerEmail: 'luna@example.com',
    customerPhone: '204-555-0199',
    shippingAddress: 'Luna Gagnon\n123 Crystal Lane\nWinnipeg, MB R3C 1A1\nCanada',
    items: [{ productId: 1, name: 'Amethyst Point Pendant', frName: 'Pendentif pointe d’améthyste', quantity: 1, priceCents: 4600, imageUrl: '', orderId: 42 }],
    ...computeTotals(4600, 'MB'),
    status: 'paid',
    paidAt: '2026-11-24T20:00:00.000Z',
    carrier: 'Canada Post',
    trackingNumber: '1234567890123456',
  }) as unknown as OrderWithItems;
const links = { orderUrl: 'https://shop.example/shop/order-confirmation?order_id=42&key=k', returnsUrl: 'https://shop.example/shop/returns' };
const KINDS: StatusMailKind[] = ['delivered', 'cancelled', 'refunded'];
const PARCEL = { id: 1, items: [{ itemId: 1, quantity: 1 }], carrier: 'canada_post' as const, trackingNumber: '1234567890123456', shippedAt: '2026-11-29T16:00:00.000Z' };
/** The order shipped whole in one parcel, for its parcel mail. */
const shipped = (language: 'en' | 'fr') => ({ ...order(language), status: 'shipped', items: [{ ...order(language).items[0]!, sk: 'ITEM#000000000001' }], shipments: [PARCEL] }) as unknown as OrderWithItems;
const PROFILES: [string, ShopSettings][] = [
  ['defaults', DEFAULT_SHOP_SETTINGS],
  ['nothing extra', { ...DEFAULT_SHOP_SETTINGS, shipping: { flatRate: null, freeOver: null, territoriesRate: null }, paymentMethods: ['card'] }],
];

describe('the order mails claim only what the settings enable (issue 32)', { timeout: 30_000 }, () => {
  it.each(PROFILES)('%s: no PayPal, instalments, lifetime warranty or free-shipping threshold, in English and French', async (_name, settings) => {
    const faults: string[] = [];
    for (const language of ['en', 'fr'] as const) {
      const mails = [
        await confirmationEmail(order(language), settings, links),
        await shipmentEmail(shipped(language), PARCEL, settings, links.orderUrl, 'order-42-shipped'),
        ...(await Promise.all(KINDS.map((k) => statusEmail(k, order(language), settings, links.orderUrl)))),
      ];
      for (const mail of mails) for (const part of [mail.subject, mail.text, mail.html ?? '']) faults.push(...claimsNotEnabled(part, settings).map((f) => `${language} ${mail.subject}: ${f}`));
    }
    expect(faults).toEqual([]);
  });
});
