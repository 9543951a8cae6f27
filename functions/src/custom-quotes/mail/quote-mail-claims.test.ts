import { describe, expect, it } from 'vitest';
import { claimsNotEnabled } from '@crystal/shared/shop-facts/claims-not-enabled';
import { DEFAULT_SHOP_SETTINGS } from '@crystal/shared/shop-facts/default-shop-settings';
import type { ShopSettings } from '@crystal/shared/schemas/shop-settings';
import { defaultDepositTerms } from '@crystal/shared/schemas/quote';
import { quoteBalanceEmail, quoteEmail, quoteReceiptEmail, type QuoteForMail } from './quote-emails';
import { quotePaidAlert } from './quote-paid-alert';

/** The claims scan's mail half for the quote mails (docs/decisions/0055-claims-scan.md), in both languages. */
const quote = (language: 'en' | 'fr'): QuoteForMail => ({
  id: 7,
  customerName: 'Luna Gagnon',
  customerEmail: 'luna@example.com',
  language,
  lines: [{ description: 'Custom moonstone ring', priceCents: 15000 }],
  subtotalCents: 15000,
  shippingCents: 0,
  taxLines: [{ name: 'GST', label: 'GST (5%)', rate: 0.05, amountCents: 750 }],
  totalCents: 15750,
  depositPercent: 30,
  depositCents: 4725,
  expiresOn: '2026-12-11',
  readyBy: '2027-01-15',
  depositTerms: { refundable: language === 'en', text: defaultDepositTerms(language === 'en', language) },
});
const PROFILES: [string, ShopSettings][] = [
  ['defaults', DEFAULT_SHOP_SETTINGS],
  ['nothing extra', { ...DEFAULT_SHOP_SETTINGS, shipping: { flatRate: null, freeOver: null, territoriesRate: null }, paymentMethods: ['card'] }],
];

describe('the quote mails claim only what the settings enable (issue 32)', { timeout: 30_000 }, () => {
  it.each(PROFILES)('%s', async (_name, settings) => {
    const faults: string[] = [];
    for (const language of ['en', 'fr'] as const) {
      const q = quote(language);
      const mails = [
        await quoteEmail(q, settings, 'https://shop.example/shop/quote/t'),
        await quoteBalanceEmail(q, 11025, settings, 'https://shop.example/shop/quote/t'),
        await quoteReceiptEmail(q, { amountCents: 4725, orderId: 42, owedCents: 11025 }, settings),
        await quotePaidAlert(q, { part: 'deposit', amountCents: 4725, owedCents: 11025, orderId: 42, adminUrl: 'https://shop.example/shop/admin/orders/42' }, settings),
      ];
      for (const m of mails) for (const part of [m.subject, m.text, m.html ?? '']) faults.push(...claimsNotEnabled(part, settings));
    }
    expect(faults).toEqual([]);
  });
});

describe('the quote mail carries the ready-by date and the deposit terms (issue 45)', { timeout: 30_000 }, () => {
  it('in English and in French', async () => {
    const en = await quoteEmail(quote('en'), DEFAULT_SHOP_SETTINGS, 'https://shop.example/shop/quote/t');
    expect(en.text).toContain('Your piece will be ready by January 15, 2027.');
    expect(en.text).toContain('Your deposit is refundable until I start making your piece.');
    const fr = await quoteEmail(quote('fr'), DEFAULT_SHOP_SETTINGS, 'https://shop.example/shop/fr/quote/t');
    expect(fr.text).toContain('Votre bijou sera prêt d’ici le 15 janvier 2027.');
    expect(fr.text).toContain('Votre acompte n’est pas remboursable');
  });

  it('shows neither when she gave none', async () => {
    const mail = await quoteEmail({ ...quote('en'), readyBy: null, depositTerms: null }, DEFAULT_SHOP_SETTINGS, 'https://shop.example/shop/quote/t');
    expect(mail.text).not.toMatch(/ready by|refundable/i);
  });
});
