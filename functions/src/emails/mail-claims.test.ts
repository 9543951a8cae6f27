import { describe, expect, it } from 'vitest';
import { claimsNotEnabled } from '@crystal/shared/shop-facts/claims-not-enabled';
import { DEFAULT_SHOP_SETTINGS } from '@crystal/shared/shop-facts/default-shop-settings';
import type { ShopSettings } from '@crystal/shared/schemas/shop-settings';
import { newsletterConfirmation } from './newsletter-confirmation';
import { newsletterWelcome } from './newsletter-welcome';

/** The claims scan's mail half for the newsletter's mails (docs/decisions/0055-claims-scan.md). */
const PROFILES: [string, ShopSettings][] = [
  ['defaults', DEFAULT_SHOP_SETTINGS],
  ['nothing extra', { ...DEFAULT_SHOP_SETTINGS, shipping: { flatRate: null, freeOver: null, territoriesRate: null }, paymentMethods: ['card'] }],
];
const links = { page: 'https://shop.example/shop/unsubscribe?t=x', oneClick: 'https://shop.example/api/newsletter/unsubscribe?t=x' };

describe('the newsletter mails claim only what the settings enable (issue 32)', { timeout: 30_000 }, () => {
  it.each(PROFILES)('%s', async (_name, settings) => {
    const mails = [
      await newsletterWelcome('luna@example.com', settings, links),
      ...(await Promise.all((['en', 'fr'] as const).map((language) => newsletterConfirmation('luna@example.com', settings, { url: 'https://shop.example/shop/newsletter/confirm?t=x', language, validDays: 7 }, `k-${language}`)))),
    ];
    const faults = mails.flatMap((m) => [m.subject, m.text, m.html ?? ''].flatMap((part) => claimsNotEnabled(part, settings)));
    expect(faults).toEqual([]);
  });
});
