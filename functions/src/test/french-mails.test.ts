import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
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
import { campaignMail } from '../campaigns/mail/campaign-mail-messages';

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

/** An order with every kind of line a mail describes: a made-to-order engraved piece and a gift card, a discount code. */
const fullOrder = {
  ...order,
  id: 43,
  discountCents: 500,
  discountSource: 'code',
  discountCode: 'BIENVENUE10',
  giftNote: 'Bonne fête, Maude!',
  items: [
    { ...order.items[0]!, choices: [{ name: 'Engraving', frName: 'Gravure', value: 'Luna' }], madeToOrder: { shipBy: '2026-12-11', leadTimeDays: 10 } },
    { productId: 2, name: 'Gift card', frName: 'Carte-cadeau', quantity: 1, priceCents: 5000, imageUrl: '', orderId: 43, sk: 'ITEM#000000000002', giftCard: { recipientName: 'Maude', recipientEmail: 'maude@example.com', deliverOn: '2026-12-02' } },
  ],
} as unknown as OrderWithItems;

/** Each mail of the sweep and the folder whose catalogue writes it (a folder with a mail and a catalogue must be swept). */
const FOLDERS: Record<string, string> = {
  confirmation: 'orders/mail',
  'confirmation, every kind of line': 'orders/mail',
  shipped: 'orders/shipments',
  'shipped, part': 'orders/shipments',
  delivered: 'orders/mail',
  cancelled: 'orders/mail',
  refunded: 'orders/mail',
  'checkout reminder': 'orders/mail',
  'review request': 'orders/reviews',
  quote: 'custom-quotes/mail',
  'quote updated': 'custom-quotes/mail',
  'quote balance': 'custom-quotes/mail',
  'quote receipt': 'custom-quotes/mail',
  'gift card': 'gift-cards/mail',
  'gift card from the shop': 'gift-cards/mail',
  'newsletter confirmation': 'emails',
  'newsletter welcome': 'emails',
  'back in stock': 'newsletter',
  'back in stock, a choice': 'newsletter',
  campaign: 'campaigns/mail',
  'campaign test': 'campaigns/mail',
};

/** The folders of functions/src that hold a mail (a file naming MailMessage) and a messages/ catalogue. */
function mailCatalogueFolders(): string[] {
  const src = path.resolve(import.meta.dirname, '..');
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .map((file) => file.replace(/\\/g, '/'))
    .filter((file) => file.endsWith('/messages/en.json'))
    .map((file) => file.slice(0, -'/messages/en.json'.length))
    .filter((folder) =>
      readdirSync(path.join(src, folder)).some((file) => /\.tsx?$/.test(file) && !file.includes('.test.') && readFileSync(path.join(src, folder, file), 'utf8').includes('MailMessage')),
    )
    .sort();
}

async function everyFrenchMail(): Promise<[string, MailMessage][]> {
  const parcel = { id: 1, items: [{ itemId: 1, quantity: 2 }], carrier: 'canada_post' as const, trackingNumber: 'CP123', shippedAt: '2026-11-29T16:00:00.000Z' };
  const shipped = { ...order, status: 'shipped', shipments: [parcel] } as never;
  const ring = {
    id: 2,
    name: 'Moonstone Ring',
    translations: { fr: { name: 'Bague en pierre de lune', description: '' } },
    options: [{ name: 'Size', translations: { fr: { name: 'Taille' } }, values: [{ value: '7' }] }],
  } as never;
  const campaign = await campaignTemplate(
    { subject: 'Nouveautés de décembre', preheader: 'Trois pièces pour l’hiver', body: 'Bonjour!\n\nVoici nos nouvelles pièces.', cards: [{ name: 'Pendentif pointe d’améthyste', price: '68,00 $', imageUrl: 'https://shop.example/media/1.jpg', url: `${SHOP}product/1` }] },
    settings,
    'fr',
  );
  return [
    ['confirmation', await confirmationEmail(order, settings, links)],
    ['confirmation, every kind of line', await confirmationEmail(fullOrder, { ...settings, phone: '514-555-0100' }, links)],
    ['shipped', await shipmentEmail(shipped, parcel, settings, links.orderUrl, 'order-42-shipped')],
    ['shipped, part', await shipmentEmail({ ...fullOrder, status: 'shipped', shipments: [parcel] } as never, parcel, settings, links.orderUrl, 'order-43-shipped')],
    ['delivered', await statusEmail('delivered', order, settings, links.orderUrl)],
    ['cancelled', await statusEmail('cancelled', order, settings, links.orderUrl)],
    ['refunded', await statusEmail('refunded', { ...order, refundedCents: 2000 }, settings, links.orderUrl)],
    ['checkout reminder', checkoutReminderEmail(order, settings, { resume: `${SHOP}checkout/resume/t`, unsubscribe })],
    ['review request', await reviewRequestEmail('luna@example.com', 42, settings, [{ name: 'Pendentif pointe d’améthyste', url: `${SHOP}review/t` }], 'fr', 'k')],
    ['quote', await quoteEmail(quote, settings, `${SHOP}quote/t`)],
    ['quote updated', await quoteEmail({ ...quote, depositPercent: null, depositCents: null, depositTerms: null, readyBy: null }, settings, `${SHOP}quote/t`, { updated: true })],
    ['quote balance', await quoteBalanceEmail(quote, 11025, settings, `${SHOP}quote/t`)],
    ['quote receipt', await quoteReceiptEmail(quote, { amountCents: 4725, orderId: 42, owedCents: 11025 }, settings)],
    ['gift card', await giftCardEmail({ card, code: 'ABCDEFGHJKLMNPQR', settings, links: { shop: SHOP, balance: `${SHOP}gift-card` } }, 'k')],
    ['gift card from the shop', await giftCardEmail({ card: { ...card, giverName: undefined }, code: 'ABCDEFGHJKLMNPQR', settings, links: { shop: SHOP, balance: `${SHOP}gift-card` } }, 'k')],
    ['newsletter confirmation', await newsletterConfirmation('luna@example.com', settings, { url: `${SHOP}newsletter/confirm?token=t`, language: 'fr', validDays: 7 }, 'k')],
    ['newsletter welcome', await newsletterWelcome('luna@example.com', settings, unsubscribe, 'fr')],
    ['back in stock', backInStockEmail('luna@example.com', { id: 1, name: 'Amethyst Point Pendant', translations: { fr: { name: 'Pendentif pointe d’améthyste', description: '' } } } as never, 'fr')],
    ['back in stock, a choice', backInStockEmail('luna@example.com', ring, 'fr', { Size: '7' })],
    ['campaign', personalise(campaign, 'luna@example.com', unsubscribe, 'k')],
    ['campaign test', personalise({ ...campaign, subject: campaignMail('fr', 'testSubject', { subject: campaign.subject }) }, 'luna@example.com', unsubscribe, 'k')],
  ];
}

describe('a French shopper’s mails are French throughout', { timeout: 60_000 }, () => {
  it('has no English word in any of them', async () => {
    const found = (await everyFrenchMail()).map(([name, mail]) => [name, englishIn(mail)] as const).filter(([, words]) => words.length > 0);
    expect(found).toEqual([]);
  });

  it('fills every argument: no "undefined" and no {name} left in any of them', async () => {
    const unfilled = (await everyFrenchMail()).filter(([, mail]) => /\bundefined\b|\{\w+[},]/.test(wordsOf(mail))).map(([name]) => name);
    expect(unfilled).toEqual([]);
  });

  it('sweeps every mail family: each folder with a mail and a catalogue has its mails here', async () => {
    const swept = (await everyFrenchMail()).map(([name]) => name);
    expect(swept.filter((name) => !FOLDERS[name])).toEqual([]);
    expect([...new Set(Object.values(FOLDERS))].sort()).toEqual(mailCatalogueFolders());
  });

  it('would find an English sentence left in one (the check itself)', () => {
    expect(englishIn({ to: 'x@example.com', subject: 'Merci', text: 'Thank you for your order' })).toEqual(['Thank', 'you', 'for', 'your', 'order']);
  });
});
