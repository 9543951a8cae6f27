import { cleanup, render, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PUBLIC_SHOP_SETTINGS } from '@crystal/shared/shop-facts/default-shop-settings';
import { AboutPage } from '../components/about-page';
import { FinancingPage } from '../components/financing-page';
import { JewelryCarePage } from '../components/jewelry-care-page';
import { PrivacyPolicyPage } from '../components/privacy-policy-page';
import { ReturnsPage } from '../components/returns-page';
import { SizeGuidePage } from '../components/size-guide-page';
import { TermsPage } from '../components/terms-page';
import { WarrantyPage } from '../components/warranty-page';
import { AboutPageFr } from './about-page-fr';
import { FinancingPageFr } from './financing-page-fr';
import { JewelryCarePageFr } from './jewelry-care-page-fr';
import { PrivacyPolicyPageFr } from './privacy-policy-page-fr';
import { ReturnsPageFr } from './returns-page-fr';
import { SizeGuidePageFr } from './size-guide-page-fr';
import { TermsPageFr } from './terms-page-fr';
import { WarrantyPageFr } from './warranty-page-fr';

const PAGES: [string, ComponentType, ComponentType][] = [
  ['about', AboutPage, AboutPageFr],
  ['size guide', SizeGuidePage, SizeGuidePageFr],
  ['jewelry care', JewelryCarePage, JewelryCarePageFr],
  ['warranty', WarrantyPage, WarrantyPageFr],
  ['returns', ReturnsPage, ReturnsPageFr],
  ['financing', FinancingPage, FinancingPageFr],
  ['privacy policy', PrivacyPolicyPage, PrivacyPolicyPageFr],
  ['terms', TermsPage, TermsPageFr],
];

const settings = {
  ...DEFAULT_PUBLIC_SHOP_SETTINGS,
  legalName: 'Sacred Crystal Jewelry Inc.',
  address: '12 Main St, Winnipeg, MB R3C 1A1',
  replyToEmail: 'care@example.ca',
  phone: '204-555-0199',
  gstHstNumber: '123456789RT0001',
  returnWindowDays: 45,
};

function renderPage(Page: ComponentType) {
  const json = JSON.stringify(settings);
  vi.stubGlobal('fetch', vi.fn(async () => new Response(json, { status: 200, headers: { 'content-type': 'application/json' } })));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Page />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, client };
}

/** The shape of a page: its sections (by anchor), sub-headings, list items, table rows, links and the figures it states. */
async function shapeOf(Page: ComponentType) {
  const { container, client } = renderPage(Page);
  await waitFor(() => expect(client.isFetching()).toBe(0));
  const all = (selector: string) => [...container.querySelectorAll(selector)];
  const figures = (container.textContent ?? '').match(/\d+/g)?.filter((n) => n !== '2026') ?? [];
  return {
    h1: all('h1').length,
    title: all('h1')[0]?.textContent,
    sections: all('h2').map((h) => h.id),
    h2Text: all('h2').map((h) => h.textContent),
    h3: all('h3').length,
    items: all('li').length,
    rows: all('tr').length,
    links: all('a').map((a) => a.getAttribute('href')),
    figures: [...new Set(figures)].sort(),
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('every information page has French for every English section', { timeout: 20_000 }, () => {
  it.each(PAGES)('%s', async (_name, English, French) => {
    const en = await shapeOf(English);
    cleanup();
    const fr = await shapeOf(French);
    expect(fr.h1).toBe(1);
    expect(fr.sections).toEqual(en.sections);
    expect(fr.h3).toBe(en.h3);
    expect(fr.items).toBe(en.items);
    expect(fr.rows).toBe(en.rows);
    expect(fr.links).toEqual(en.links);
    expect(fr.figures).toEqual(en.figures);
    expect(fr.title).not.toBe(en.title);
    // A heading may read the same in both languages ("Questions"), but never most of them.
    expect(fr.h2Text.filter((heading, i) => heading === en.h2Text[i]).length).toBeLessThanOrEqual(1);
  });
});
