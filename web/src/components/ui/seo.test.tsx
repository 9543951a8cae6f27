import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n/i18n';
import { JsonLd, Seo } from './seo';

const base = `${window.location.origin}${import.meta.env.BASE_URL.replace(/\/$/, '')}`;
const head = (selector: string, attribute: string) =>
  [...document.head.querySelectorAll(selector)].map((el) => el.getAttribute(attribute));

describe('Seo in each language', () => {
  afterEach(async () => {
    cleanup();
    await activateLocale('en');
  });

  it('gives both addresses of the page on the English site, English as x-default', () => {
    render(<Seo title="Rings" description="Rings." path="/products/rings" />);
    expect(head('link[rel="canonical"]', 'href')).toEqual([`${base}/products/rings`]);
    expect(head('link[rel="alternate"][hreflang="en-CA"]', 'href')).toEqual([`${base}/products/rings`]);
    expect(head('link[rel="alternate"][hreflang="fr-CA"]', 'href')).toEqual([`${base}/fr/products/rings`]);
    expect(head('link[rel="alternate"][hreflang="x-default"]', 'href')).toEqual([`${base}/products/rings`]);
    expect(head('meta[property="og:locale"]', 'content')).toEqual(['en_CA']);
    expect(head('meta[property="og:locale:alternate"]', 'content')).toEqual(['fr_CA']);
  });

  it('on the French site: its own canonical, the same alternates, fr_CA, and JSON-LD that no text can close', async () => {
    await activateLocale('fr');
    const { container } = render(
      <>
        <Seo title="Bagues" description="Des bagues." path="/products/rings" />
        <JsonLd data={{ '@type': 'Product', name: 'Bague </script>', inLanguage: 'fr-CA' }} />
      </>,
    );
    expect(head('link[rel="canonical"]', 'href')).toEqual([`${base}/fr/products/rings`]);
    expect(head('link[rel="alternate"][hreflang="fr-CA"]', 'href')).toEqual([`${base}/fr/products/rings`]);
    expect(head('link[rel="alternate"][hreflang="x-default"]', 'href')).toEqual([`${base}/products/rings`]);
    expect(head('meta[property="og:locale"]', 'content')).toEqual(['fr_CA']);
    expect(head('meta[property="og:image:alt"]', 'content')[0]).toMatch(/^Sacred Crystal Jewelry\u00a0: bijoux/);
    expect(document.title).toBe('Bagues | Sacred Crystal Jewelry');
    const script = container.querySelector('script[type="application/ld+json"]')!;
    expect(script.innerHTML).not.toContain('</script>');
    expect(JSON.parse(script.textContent!)).toEqual({ '@type': 'Product', name: 'Bague </script>', inLanguage: 'fr-CA' });
  });
});
