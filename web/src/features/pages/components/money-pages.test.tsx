import { cleanup, render, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PUBLIC_SHOP_SETTINGS } from '@crystal/shared/shop-facts/default-shop-settings';
import type { PublicShopSettings } from '@crystal/shared/schemas/shop-settings';
import { content as financingEn } from '../content/en/financing';
import { content as financingFr } from '../content/fr/financing';
import { content as termsEn } from '../content/en/terms';
import { content as termsFr } from '../content/fr/terms';
import { FinancingPage } from './financing-page';
import { TermsPage } from './terms-page';

/** The page with the shop's settings as the shop endpoint answers them. */
async function pageText(page: ReactElement, settings: PublicShopSettings, expectText: string) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(settings), { status: 200, headers: { 'content-type': 'application/json' } })));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
  await waitFor(() => expect(view.container.textContent).toContain(expectText));
  return view.container.textContent!.replace(/\s+/g, ' ');
}

const withAfterpay: PublicShopSettings = {
  ...DEFAULT_PUBLIC_SHOP_SETTINGS,
  shipping: { flatRate: '9.00', freeOver: '75.00', territoriesRate: null },
  paymentMethods: ['card', 'afterpay_clearpay'],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the terms and financing pages state what the settings enable (docs/decisions/0039-true-payment-methods.md)', { timeout: 20_000 }, () => {
  it('with the defaults: free shipping everywhere, cards and wallets, and no instalments', async () => {
    const terms = await pageText(<TermsPage content={termsEn} />, DEFAULT_PUBLIC_SHOP_SETTINGS, 'We accept');
    expect(terms).toContain('We accept Visa, Mastercard, Amex, Apple Pay and Google Pay; payments are processed securely by Stripe.');
    expect(terms).toContain('We ship across Canada. Shipping is free on every order, anywhere in Canada.');
    expect(terms).not.toMatch(/PayPal|over \$75|instalment|interest/i);
    cleanup();
    const financing = await pageText(<FinancingPage content={financingEn} />, DEFAULT_PUBLIC_SHOP_SETTINGS, 'We do not offer');
    expect(financing).toContain('We do not offer payment in instalments at the moment: you pay for the piece in full when you order');
    expect(financing).toContain('We do not run payment plans ourselves');
    expect(financing).not.toMatch(/interest-free|4 payments|four payments|“Payment plan”|25%|Afterpay|Klarna|PayPal/i);
    cleanup();
    const fr = await pageText(<FinancingPage content={financingFr} />, DEFAULT_PUBLIC_SHOP_SETTINGS, 'Nous n’offrons pas');
    expect(fr).toContain('Nous n’offrons pas de paiement en plusieurs versements pour le moment');
    expect(fr).not.toMatch(/sans intérêt|4 versements|quatre versements|Afterpay|Klarna|PayPal/i);
  });

  it('with Afterpay on and a flat rate free over $75: the plan through Afterpay, and the rate and threshold', async () => {
    const terms = await pageText(<TermsPage content={termsEn} />, withAfterpay, 'Afterpay');
    expect(terms).toContain('We accept Visa, Mastercard, Amex and Afterpay;');
    expect(terms).toContain('Pay in 4 payments over 6 weeks with Afterpay');
    expect(terms).toContain('Shipping is $9.00 per order, free on orders of $75 or more.');
    cleanup();
    const financing = await pageText(<FinancingPage content={financingEn} />, withAfterpay, 'Afterpay');
    expect(financing).toContain('Pay in 4 payments over 6 weeks with Afterpay: choose it in the payment form at checkout.');
    expect(financing).toContain('a $200 necklace becomes four payments of $50.00 to Afterpay');
    expect(financing).toContain('We do not run payment plans ourselves');
    expect(financing).not.toMatch(/interest-free|PayPal|Klarna/i);
    cleanup();
    const termsFrench = await pageText(<TermsPage content={termsFr} />, withAfterpay, 'Afterpay');
    expect(termsFrench).toContain('Payez en 4 versements sur 6 semaines avec Afterpay');
    expect(termsFrench).toMatch(/La livraison coûte 9,00\s\$ par commande, gratuite pour les commandes de 75\s\$ ou plus\./);
  });
});
