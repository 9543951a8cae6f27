import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PUBLIC_SHOP_SETTINGS } from '@crystal/shared/shop-facts/default-shop-settings';
import { content as privacyContent } from '../content/en/privacy-policy';
import { content as privacyContentFr } from '../content/fr/privacy-policy';
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
  it('state the default details, with no phone until the shop gives one', () => {
    const terms = renderPage(<TermsPage content={termsContent} />, null);
    expect(text(terms.container)).toContain('buy from Sacred Crystal Jewelry, a small jewellery studio in Winnipeg, Manitoba, Canada. We have');
    expect(text(terms.container)).toContain('Write to us at hello@sacredcrystaljewelry.ca or through our contact page; we reply within 24 hours.');
    expect(text(terms.container)).not.toContain('GST/HST registration');
    terms.unmount();
    const privacy = renderPage(<PrivacyPolicyPage content={privacyContent} />, null);
    expect(text(privacy.container)).toContain('Sacred Crystal Jewelry is a small business in Winnipeg, Manitoba.');
    expect(text(privacy.container)).toContain('privacy contact at hello@sacredcrystaljewelry.ca or through our contact form.');
    expect(text(privacy.container)).not.toContain('555');
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

  it('name where the AI guide runs as the shop is configured: its Bedrock and Polly regions, or this server', async () => {
    const before = renderPage(<PrivacyPolicyPage content={privacyContent} />, null);
    expect(text(before.container)).toContain('answers the questions you type to our AI guide, in the AWS region the shop is set to.');
    before.unmount();
    const deployed = renderPage(<PrivacyPolicyPage content={privacyContent} />, { ...custom, aiGuide: { provider: 'bedrock', region: 'ca-central-1', speechRegion: 'ca-central-1' } });
    await waitFor(() => expect(text(deployed.container)).toContain("in AWS's ca-central-1 (Canada) region, and Amazon Polly reads its answers aloud when you ask, in ca-central-1 (Canada)."));
    expect(text(deployed.container)).not.toContain('us-east-1');
    deployed.unmount();
    const french = renderPage(<PrivacyPolicyPage content={privacyContentFr} />, { ...custom, aiGuide: { provider: 'bedrock', region: 'us-east-1', speechRegion: 'ca-central-1' } });
    await waitFor(() => expect(text(french.container)).toContain('dans la région us-east-1 (États-Unis) d’AWS'));
    french.unmount();
    const local = renderPage(<PrivacyPolicyPage content={privacyContent} />, { ...custom, aiGuide: { provider: 'local' } });
    await waitFor(() => expect(text(local.container)).toContain('Our AI guide answers on our own server: the questions you type to it are not sent to any AI service.'));
    expect(text(local.container)).not.toContain('Amazon Bedrock');
  });
});
