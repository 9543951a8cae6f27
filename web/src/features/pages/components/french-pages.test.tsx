import { cleanup, render, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PUBLIC_SHOP_SETTINGS } from '@crystal/shared/shop-facts/default-shop-settings';
import { content as aboutEn } from '../content/en/about';
import { content as sizeGuideEn } from '../content/en/size-guide';
import { content as jewelryCareEn } from '../content/en/jewelry-care';
import { content as warrantyEn } from '../content/en/warranty';
import { content as returnsEn } from '../content/en/returns';
import { content as financingEn } from '../content/en/financing';
import { content as privacyPolicyEn } from '../content/en/privacy-policy';
import { content as termsEn } from '../content/en/terms';
import { content as aboutFr } from '../content/fr/about';
import { content as sizeGuideFr } from '../content/fr/size-guide';
import { content as jewelryCareFr } from '../content/fr/jewelry-care';
import { content as warrantyFr } from '../content/fr/warranty';
import { content as returnsFr } from '../content/fr/returns';
import { content as financingFr } from '../content/fr/financing';
import { content as privacyPolicyFr } from '../content/fr/privacy-policy';
import { content as termsFr } from '../content/fr/terms';
import { AboutPage } from './about-page';
import { FinancingPage } from './financing-page';
import { JewelryCarePage } from './jewelry-care-page';
import { PrivacyPolicyPage } from './privacy-policy-page';
import { ReturnsPage } from './returns-page';
import { SizeGuidePage } from './size-guide-page';
import { TermsPage } from './terms-page';
import { WarrantyPage } from './warranty-page';

/** Each page in English and in French: one component, given each language's content module. */
const PAGES: [string, ComponentType, ComponentType][] = [
  ['about', () => <AboutPage content={aboutEn} />, () => <AboutPage content={aboutFr} />],
  ['size guide', () => <SizeGuidePage content={sizeGuideEn} />, () => <SizeGuidePage content={sizeGuideFr} />],
  ['jewelry care', () => <JewelryCarePage content={jewelryCareEn} />, () => <JewelryCarePage content={jewelryCareFr} />],
  ['warranty', () => <WarrantyPage content={warrantyEn} />, () => <WarrantyPage content={warrantyFr} />],
  ['returns', () => <ReturnsPage content={returnsEn} />, () => <ReturnsPage content={returnsFr} />],
  ['financing', () => <FinancingPage content={financingEn} />, () => <FinancingPage content={financingFr} />],
  ['privacy policy', () => <PrivacyPolicyPage content={privacyPolicyEn} />, () => <PrivacyPolicyPage content={privacyPolicyFr} />],
  ['terms', () => <TermsPage content={termsEn} />, () => <TermsPage content={termsFr} />],
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
