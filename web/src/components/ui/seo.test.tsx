import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n/i18n';
import type { PageHead } from '@crystal/shared/page-head/head-model';
import { HeadTags, JsonLd, Seo } from './seo';

const base = `${window.location.origin}${import.meta.env.BASE_URL.replace(/\/$/, '')}`;
const head = (selector: string, attribute: string) =>
  [...document.head.querySelectorAll(selector)].map((el) => el.getAttribute(attribute));

const pageHead = (title: string, description: string): PageHead => ({
  title,
  meta: [{ attribute: 'name', key: 'description', content: description }],
  canonical: 'https://shop.example/shop/cart',
  alternates: [],
  jsonLd: [],
});

// First in the file: the head a page arrived with makes way once in a page's life (the module's).
describe('HeadTags', () => {
  it('takes the place of the head the page arrived with, one of each tag, even where the app writes the same words', () => {
    // The shell's title, and the server's tags marked as the page's first head.
    document.head.innerHTML = [
      '<title>Sacred Crystal Jewelry | Handmade crystal jewellery from Winnipeg</title>',
      '<meta name="description" content="Your cart" data-default-head>',
      '<link rel="canonical" href="https://shop.example/shop/cart" data-default-head>',
      '<meta property="og:title" content="Old" data-default-head>',
    ].join('');
    const first = render(<HeadTags head={pageHead('Your Cart | Sacred Crystal Jewelry', 'Your cart')} />);
    expect([...document.head.querySelectorAll('title')].map((t) => t.textContent)).toEqual(['Your Cart | Sacred Crystal Jewelry']);
    // React would adopt a tag of the same content already there; the app's own stays after its effects ran.
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('[data-default-head]')).toHaveLength(0);
    first.unmount();
    // A later page's head replaces the last page's: nothing of the first head comes back.
    render(<HeadTags head={pageHead('Wishlist | Sacred Crystal Jewelry', 'Saved pieces')} />);
    expect(document.title).toBe('Wishlist | Sacred Crystal Jewelry');
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="description"]')!.getAttribute('content')).toBe('Saved pieces');
  });
});

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
