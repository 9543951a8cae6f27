import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS } from '@crystal/shared/shop-facts/default-shop-settings';
import { defaultDepositTerms } from '@crystal/shared/schemas/quote';
import { computeTotals } from '@crystal/shared/tax';
import { englishWordsIn, visibleText } from '@crystal/shared/test/english-words';
import { newsletterConfirmation, newsletterWelcome } from '../emails';
import type { MailMessage } from '../lib/mail/mailer';
import type { OrderWithItems } from '../orders/order-item';
import { confirmationEmail } from '../orders/mail/confirmation-email';
import { statusEmail } from '../orders/mail/status-emails';
import { checkoutReminderEmail } from '../orders/mail/checkout-reminder';
import { reviewRequestEmail } from '../orders/reviews/review-request-email';
import { shipmentEmail } from '../orders/shipments/shipment-email';
import { quoteBalanceEmail, quoteEmail, quoteReceiptEmail, type QuoteForMail } from '../custom-quotes/mail/quote-emails';
import { giftCardEmail } from '../gift-cards/mail/gift-card-email';
import type { GiftCardRecord } from '../gift-cards/gift-card-item';
import { backInStockEmail } from '../newsletter/notify-back-in-stock';
import { campaignTemplate, personalise } from '../campaigns/mail/campaign-email';

/**
 * Every mail a French shopper can get, rendered in French from French data: none of it may read in
 * English. The shop's own name and the addresses are left out of the check (they are names), and the
 * rest is searched for English words no French sentence uses.
 */

const settings = DEFAULT_SHOP_SETTINGS;
const SHOP = 'https://shop.example/shop/fr/';

/** The words a reader sees: subject, text and the HTML's text, without the shop's name, addresses and links. */
const wordsOf = (mail: MailMessage) => visibleText([mail.subject, mail.text ?? '', mail.html ?? ''].join('\n'), [settings.legalName, settings.address]);

const englishIn = (mail: MailMessage) => englishWordsIn(wordsOf(mail));

const totals = computeTotals(13600, 'QC');
const order = {
  id: 42,
  language: 'fr',
  firstName: 'Luna',
  lastName: 'Gagnon',
  customerEmail: 'luna@example.com',
  customerPhone: '514-555-0199',
  shippingAddress: 'Luna Gagnon\n123 rue Crystal\nMontréal, QC H2X 1Y4\nCanada',
  items: [{ productId: 1, name: 'Amethyst Point Pendant', frName: 'Pendentif pointe d’améthyste', quantity: 2, priceCents: 6800, imageUrl: '', orderId: 42, sk: 'ITEM#000000000001' }],
  ...totals,
  status: 'paid',
  createdAt: '2026-11-24T19:00:00.000Z',
  paidAt: '2026-11-24T20:00:00.000Z',
} as unknown as OrderWithItems;
const links = { orderUrl: `${SHOP}order-confirmation?order_id=42&key=k`, returnsUrl: `${SHOP}returns` };
const unsubscribe = { page: `${SHOP}unsubscribe?token=t`, oneClick: 'https://shop.example/api/newsletter/unsubscribe/t' };

const quote: QuoteForMail = {
  id: 7,
  customerName: 'Luna Gagnon',
  customerEmail: 'luna@example.com',
  language: 'fr',
  lines: [{ description: 'Bague sur mesure en pierre de lune', priceCents: 15000 }],
  subtotalCents: 15000,
  shippingCents: 0,
  taxLines: [{ name: 'GST', label: 'TPS (5 %)', rate: 0.05, amountCents: 750 }],
  totalCents: 15750,
  depositPercent: 30,
  depositCents: 4725,
  expiresOn: '2026-12-11',
  readyBy: '2027-01-15',
  depositTerms: { refundable: false, text: defaultDepositTerms(false, 'fr') },
};

const card = {
  id: 3,
  last4: 'WXYZ',
  status: 'active',
  initialCents: 5000,
  balanceCents: 5000,
  currency: 'CAD',
  recipientName: 'Maude Tremblay',
  recipientEmail: 'maude@example.com',
  message: 'Bonne fête, Maude!',
  giverName: 'Luna',
  deliverOn: '2026-12-02',
  language: 'fr',
  issuedAt: '2026-11-29T16:00:00.000Z',
} as unknown as GiftCardRecord;

async function everyFrenchMail(): Promise<[string, MailMessage][]> {
  const parcel = { id: 1, items: [{ itemId: 1, quantity: 2 }], carrier: 'canada_post' as const, trackingNumber: 'CP123', shippedAt: '2026-11-29T16:00:00.000Z' };
  const shipped = { ...order, status: 'shipped', shipments: [parcel] } as never;
  const campaign = await campaignTemplate(
    { subject: 'Nouveautés de décembre', preheader: 'Trois pièces pour l’hiver', body: 'Bonjour!\n\nVoici nos nouvelles pièces.', cards: [{ name: 'Pendentif pointe d’améthyste', price: '68,00 $', imageUrl: 'https://shop.example/media/1.jpg', url: `${SHOP}product/1` }] },
    settings,
    'fr',
  );
  return [
    ['confirmation', await confirmationEmail(order, settings, links)],
    ['shipped', await shipmentEmail(shipped, parcel, settings, links.orderUrl, 'order-42-shipped')],
    ['delivered', await statusEmail('delivered', order, settings, links.orderUrl)],
    ['cancelled', await statusEmail('cancelled', order, settings, links.orderUrl)],
    ['refunded', await statusEmail('refunded', { ...order, refundedCents: 2000 }, settings, links.orderUrl)],
    ['checkout reminder', checkoutReminderEmail(order, settings, { resume: `${SHOP}checkout/resume/t`, unsubscribe })],
    ['review request', await reviewRequestEmail('luna@example.com', 42, settings, [{ name: 'Pendentif pointe d’améthyste', url: `${SHOP}review/t` }], 'fr', 'k')],
    ['quote', await quoteEmail(quote, settings, `${SHOP}quote/t`)],
    ['quote balance', await quoteBalanceEmail(quote, 11025, settings, `${SHOP}quote/t`)],
    ['quote receipt', await quoteReceiptEmail(quote, { amountCents: 4725, orderId: 42, owedCents: 11025 }, settings)],
    ['gift card', await giftCardEmail({ card, code: 'ABCDEFGHJKLMNPQR', settings, links: { shop: SHOP, balance: `${SHOP}gift-card` } }, 'k')],
    ['newsletter confirmation', await newsletterConfirmation('luna@example.com', settings, { url: `${SHOP}newsletter/confirm?token=t`, language: 'fr', validDays: 7 }, 'k')],
    ['newsletter welcome', await newsletterWelcome('luna@example.com', settings, unsubscribe, 'fr')],
    ['back in stock', backInStockEmail('luna@example.com', { id: 1, name: 'Amethyst Point Pendant', translations: { fr: { name: 'Pendentif pointe d’améthyste', description: '' } } } as never, 'fr')],
    ['campaign', personalise(campaign, 'luna@example.com', unsubscribe, 'k')],
  ];
}

describe('a French shopper’s mails are French throughout', { timeout: 60_000 }, () => {
  it('has no English word in any of them', async () => {
    const found = (await everyFrenchMail()).map(([name, mail]) => [name, englishIn(mail)] as const).filter(([, words]) => words.length > 0);
    expect(found).toEqual([]);
  });

  it('would find an English sentence left in one (the check itself)', () => {
    expect(englishIn({ to: 'x@example.com', subject: 'Merci', text: 'Thank you for your order' })).toEqual(['Thank', 'you', 'for', 'your', 'order']);
  });
});
