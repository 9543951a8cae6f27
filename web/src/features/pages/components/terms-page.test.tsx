import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PUBLIC_SHOP_SETTINGS } from '@crystal/shared/shop-facts/default-shop-settings';
import { content as privacyContent } from '../content/en/privacy-policy';
import { content as termsContent } from '../content/en/terms';
import { PrivacyPolicyPage } from './privacy-policy-page';
import { TermsPage } from './terms-page';

function renderPage(page: ReactElement, answer: Record<string, unknown> | null) {
  vi.stubGlobal('fetch', vi.fn(async () => (answer ? new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } }) : new Response('{}', { status: 503 }))));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const text = (container: HTMLElement) => container.textContent!.replace(/\s+/g, ' ');
const custom = {
  ...DEFAULT_PUBLIC_SHOP_SETTINGS,
  legalName: 'Sacred Crystal Jewelry Inc.',
  address: '12 Main St, Winnipeg, MB R3C 1A1',
  phone: '204-555-0199',
  gstHstNumber: '123456789RT0001',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('terms and privacy pages', { timeout: 15_000 }, () => {
  it('state the default details, with the demo shop phone the defaults carry', () => {
    const terms = renderPage(<TermsPage content={termsContent} />, null);
    expect(text(terms.container)).toContain('buy from Sacred Crystal Jewelry, a small jewellery studio in Winnipeg, Manitoba, Canada. We have');
    expect(text(terms.container)).toContain('Write to us at hello@sacredcrystaljewelry.ca, call us at (204) 555-0123, or through our contact page; we reply within 24 hours.');
    expect(text(terms.container)).not.toContain('GST/HST registration');
    terms.unmount();
    const privacy = renderPage(<PrivacyPolicyPage content={privacyContent} />, null);
    expect(text(privacy.container)).toContain('Sacred Crystal Jewelry is a small business in Winnipeg, Manitoba.');
    expect(text(privacy.container)).toContain('privacy contact at hello@sacredcrystaljewelry.ca, by phone at (204) 555-0123, or through our contact form.');
  });

  it('state the saved legal name, address, phone and GST/HST number once they load', async () => {
    const terms = renderPage(<TermsPage content={termsContent} />, custom);
    await waitFor(() => expect(text(terms.container)).toContain('buy from Sacred Crystal Jewelry Inc., a small jewellery studio in 12 Main St, Winnipeg, MB R3C 1A1.'));
    expect(text(terms.container)).toContain('Our GST/HST registration number is 123456789RT0001.');
    expect(screen.getByRole('link', { name: '204-555-0199' }).getAttribute('href')).toBe('tel:204-555-0199');
    terms.unmount();
    const privacy = renderPage(<PrivacyPolicyPage content={privacyContent} />, custom);
    await waitFor(() => expect(text(privacy.container)).toContain('Sacred Crystal Jewelry Inc. is a small business'));
    expect(text(privacy.container)).toContain('hello@sacredcrystaljewelry.ca, by phone at 204-555-0199, or through our contact form.');
  });
});
