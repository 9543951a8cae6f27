import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { Product } from '@crystal/shared/schemas/product';
import { IMAGE_SIZES } from '@/components/product-image';
import { activateLocale } from '@/i18n/i18n';
import { featuredProductsQuery } from '../api/get-featured-products';
import { HeroPieces } from './hero-pieces';

const piece = (id: number, name: string, price: string, fr?: string): Product => ({
  id,
  name,
  description: `${name}, made by hand.`,
  price,
  imageUrl: `/media/img/seed-${id}/640.jpg`,
  images: [
    {
      id: `seed-${id}`,
      base: `/media/img/seed-${id}`,
      alt: `${name}, photographed on linen`,
      width: 640,
      height: 640,
      widths: [320, 640],
      placeholder: 'data:image/webp;base64,UklGRg==',
    },
  ],
  category: { name: 'Crystal Necklaces', slug: 'crystal-necklaces', description: '' },
  categoryId: 1,
  collectionIds: [1],
  materials: ['Sterling Silver'],
  gemstones: ['Amethyst'],
  weight: '8.40',
  sku: `SCJ-00${id}`,
  stockQuantity: 3,
  isFeatured: true,
  careInstructions: '',
  createdAt: '2026-01-01T00:00:00.000Z',
  ...(fr ? { translations: { fr: { name: fr, description: `${fr}, fait à la main.`, careInstructions: '' } } } : {}),
});

const featured = [
  piece(1, 'Amethyst Point Pendant', '68.00', 'Pendentif pointe d’améthyste'),
  piece(2, 'Rose Quartz Heart Necklace', '54.00', 'Collier cœur en quartz rose'),
  piece(7, 'Clear Quartz Cluster', '42.00'),
  piece(9, 'Moonstone Stacking Ring', '46.00'),
];

/** With the featured pieces already in the cache (as a server render hands them over), or still pending. */
function renderHero(products?: Product[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (products) client.setQueryData(featuredProductsQuery().queryKey, products);
  else client.setQueryDefaults(featuredProductsQuery().queryKey, { queryFn: () => new Promise<never>(() => {}) });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <HeroPieces />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(async () => {
  await activateLocale('en');
});

describe('HeroPieces', () => {
  it('shows the first three featured pieces as links to their pages, with name and price', () => {
    renderHero(featured);
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/product/1', '/product/2', '/product/7']);
    expect(links[0]!.textContent).toContain('Amethyst Point Pendant');
    expect(links[0]!.textContent).toContain('$68.00');
    expect(screen.getByRole('link', { name: /Rose Quartz Heart Necklace.*\$54\.00/ })).toBeTruthy();
    expect(screen.queryByText('Moonstone Stacking Ring')).toBeNull();
  });

  it('fetches the first photo first and eagerly (the LCP image); the others wait, lazily', () => {
    renderHero(featured);
    const [first, ...others] = screen.getAllByRole('img');
    expect(first!.getAttribute('alt')).toBe('Amethyst Point Pendant, photographed on linen');
    expect(first!.getAttribute('fetchpriority')).toBe('high');
    expect(first!.getAttribute('loading')).toBe('eager');
    expect(first!.getAttribute('sizes')).toBe(IMAGE_SIZES.heroLead);
    expect(first!.getAttribute('src')).toBe('/media/img/seed-1/640.jpg');
    expect(first!.closest('picture')!.querySelector('source')!.getAttribute('srcset')).toContain('/media/img/seed-1/320.avif 320w');
    expect(others).toHaveLength(2);
    for (const img of others) {
      expect(img.getAttribute('fetchpriority')).toBeNull();
      expect(img.getAttribute('loading')).toBe('lazy');
      expect(img.getAttribute('sizes')).toBe(IMAGE_SIZES.hero);
    }
  });

  it('holds the same three boxes, hidden from screen readers, while the pieces load', () => {
    const { container } = renderHero();
    const skeletons = screen.getAllByTestId('hero-piece-skeleton');
    expect(skeletons).toHaveLength(3);
    for (const s of skeletons) expect(s.getAttribute('aria-hidden')).toBe('true');
    expect(skeletons[0]!.className).toContain('row-span-2');
    expect(within(container).queryByRole('link')).toBeNull();
  });

  it('is left out when the shop has no featured piece', () => {
    const { container } = renderHero([]);
    expect(container.innerHTML).toBe('');
  });

  it('names the pieces in approved French with French prices, and marks an English name as English', async () => {
    await activateLocale('fr');
    renderHero(featured);
    const first = screen.getByRole('link', { name: /Pendentif pointe d’améthyste/ });
    expect(first.getAttribute('href')).toBe('/product/1');
    expect(first.textContent).toMatch(/68,00\s\$/);
    // On the French site the photo is described by the piece's French name, not the English alt text.
    expect(within(first).getByRole('img').getAttribute('alt')).toBe('Pendentif pointe d’améthyste');
    expect(within(first).getByRole('img').getAttribute('fetchpriority')).toBe('high');
    expect(screen.getByText('Clear Quartz Cluster').getAttribute('lang')).toBe('en');
  });
});
