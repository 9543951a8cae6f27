import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS } from '@crystal/shared/shop-facts/default-shop-settings';
import { computeTotals } from '@crystal/shared/tax';
import type { OrderWithItems } from '../order-item';
import { confirmationEmail } from './confirmation-email';
import { statusEmail } from './status-emails';
import { shipmentEmail } from '../shipments/shipment-email';
import { mailMoney } from './mail-format';

const totals = computeTotals(13600, 'QC');
const order = {
  id: 42,
  language: 'fr',
  firstName: 'Luna',
  lastName: 'Gagnon',
  customerEmail: 'luna@example.com',
  customerPhone: '514-555-0199',
  shippingAddress: 'Luna Gagnon\n123 rue Crystal\nMontréal, QC H2X 1Y4\nCanada',
  items: [{ productId: 1, name: 'Amethyst Point Pendant', frName: 'Pendentif pointe d’améthyste', quantity: 2, priceCents: 6800, imageUrl: '', orderId: 42 }],
  ...totals,
  status: 'paid',
  paidAt: '2026-11-24T20:00:00.000Z',
} as unknown as OrderWithItems;
const links = { orderUrl: 'https://shop.example/shop/fr/order-confirmation?order_id=42&key=k', returnsUrl: 'https://shop.example/shop/fr/returns' };

describe('the order emails in French', () => {
  it('writes money the fr-CA way', () => {
    expect(mailMoney(6800, 'fr').replace(/\s/g, ' ')).toBe('68,00 $');
    expect(mailMoney(6800, 'en')).toBe('$68.00');
  });

  it('sends the confirmation in French: lang, subject, the piece’s French name, TPS and TVQ, money in fr-CA', async () => {
    const mail = await confirmationEmail(order, DEFAULT_SHOP_SETTINGS, links);
    const text = mail.text!.replace(/\s/g, ' ').toLowerCase();
    expect(mail.html).toContain('lang="fr-CA"');
    expect(mail.subject).toBe(`Votre commande n° 42 chez ${DEFAULT_SHOP_SETTINGS.legalName} est confirmée`);
    for (const fact of ['Merci pour votre commande, Luna!', 'Votre commande n° 42 est confirmée et payée.', '2 × Pendentif pointe d’améthyste (68,00 $ chacun)', '136,00 $', 'Sous-total', 'TPS (5 %)', 'TVQ (9,975 %)', 'Retours et annulations', 'Total ($ CA)']) {
      expect(text).toContain(fact.toLowerCase());
    }
    expect(text).not.toContain('thank you');
  });

  it('sends every after-sale email in French', async () => {
    const parcel = { id: 1, items: [{ itemId: 1, quantity: 2 }], carrier: 'canada_post' as const, trackingNumber: 'CP123', shippedAt: '2026-11-29T16:00:00.000Z' };
    const shippedOrder = { ...order, status: 'shipped', items: [{ ...order.items[0]!, sk: 'ITEM#000000000001' }], shipments: [parcel] } as never;
    const shipped = await shipmentEmail(shippedOrder, parcel, DEFAULT_SHOP_SETTINGS, links.orderUrl, 'order-42-shipped');
    expect(shipped.subject).toBe('La commande n° 42 a été expédiée');
    expect(shipped.text).toContain('Numéro de suivi : CP123');
    const delivered = await statusEmail('delivered', order, DEFAULT_SHOP_SETTINGS, links.orderUrl);
    expect(delivered.text).toContain('a été livrée');
    const cancelled = await statusEmail('cancelled', order, DEFAULT_SHOP_SETTINGS, links.orderUrl);
    expect(cancelled.text!.replace(/\s/g, ' ')).toContain('Nous vous remboursons votre paiement de 156,37 $ CA sur la carte utilisée');
    const refunded = await statusEmail('refunded', { ...order, refundedCents: 2000 }, DEFAULT_SHOP_SETTINGS, links.orderUrl);
    expect(refunded.text!.replace(/\s/g, ' ')).toContain('Nous avons fait un remboursement partiel de la commande n° 42 sur la carte utilisée pour le paiement. Remboursé jusqu’ici : 20,00 $ CA de votre total de 156,37 $.');
    for (const mail of [shipped, delivered, cancelled, refunded]) expect(mail.html).toContain('lang="fr-CA"');
  });

  it('names what a refund by the line gave back, in French and in English (issue 45)', async () => {
    // One of the two pendants: 68.00, TPS 3.40, TVQ 6.79 (half of 13.57, rounded up), 78.19.
    const refund = {
      id: '42-1',
      items: [{ itemId: 1, quantity: 1, restock: true, goodsCents: 6800 }],
      goodsCents: 6800,
      shippingRefunded: false,
      shippingCents: 0,
      taxLines: [
        { name: 'GST', label: 'GST (5%)', amountCents: 340 },
        { name: 'QST', label: 'QST (9.975%)', amountCents: 679 },
      ],
      taxCents: 1019,
      totalCents: 7819,
      refundedAfterCents: 7819,
      createdAt: '2026-11-28T12:00:00.000Z',
    };
    const refunded = { ...order, items: [{ ...order.items[0]!, sk: 'ITEM#000000000001' }], refundedCents: 7819, refunds: [refund] };
    const fr = (await statusEmail('refunded', refunded, DEFAULT_SHOP_SETTINGS, links.orderUrl)).text!.replace(/\s/g, ' ');
    for (const fact of ['Ce remboursement vous rend :', '1 × Pendentif pointe d’améthyste', '68,00 $', 'TPS (5 %)', '3,40 $', 'TVQ (9,975 %)', '6,79 $', 'Remboursé maintenant ($ CA)', '78,19 $']) {
      expect(fr).toContain(fact);
    }
    const en = (await statusEmail('refunded', { ...refunded, language: 'en' }, DEFAULT_SHOP_SETTINGS, links.orderUrl)).text!;
    for (const fact of ['This refund gave back:', '1 × Amethyst Point Pendant', 'GST (5%)', '$3.40', 'QST (9.975%)', '$6.79', 'Refunded now (CAD)', '$78.19']) expect(en).toContain(fact);
    // A refund of an amount alone names no lines.
    expect((await statusEmail('refunded', { ...order, refundedCents: 2000 }, DEFAULT_SHOP_SETTINGS, links.orderUrl)).text).not.toContain('Ce remboursement vous rend');
  });

  it('keeps an English order in English', async () => {
    const mail = await confirmationEmail({ ...order, language: 'en' }, DEFAULT_SHOP_SETTINGS, links);
    expect(mail.html).toContain('lang="en-CA"');
    expect(mail.text).toContain('2 × Amethyst Point Pendant ($68.00 each)');
  });
});
