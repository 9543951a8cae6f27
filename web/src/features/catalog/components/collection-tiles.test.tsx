import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Category } from '@crystal/shared/schemas/category';
import { IMAGE_SIZES } from '@/components/product-image';
import { categoriesQuery } from '../api/get-categories';
import { CollectionTiles } from './collection-tiles';

const necklaces: Category = {
  id: 1,
  name: 'Crystal Necklaces',
  slug: 'crystal-necklaces',
  description: 'Pendants and chokers.',
  imageUrl: '/media/img/seed-abc123/640.jpg',
  image: {
    id: 'seed-abc123',
    base: '/media/img/seed-abc123',
    alt: 'Crystal Necklaces collection',
    width: 640,
    height: 640,
    widths: [320, 640],
    placeholder: 'data:image/webp;base64,UklGRg==',
  },
};

function renderTiles(categories: Category[]) {
  const client = new QueryClient();
  client.setQueryData(categoriesQuery().queryKey, categories);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CollectionTiles />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('CollectionTiles', () => {
  it('shows each collection image as a responsive picture of the processed variants', () => {
    const { container } = renderTiles([necklaces]);
    expect(screen.getByRole('link', { name: /Crystal Necklaces/ })).toHaveProperty('pathname', '/products/crystal-necklaces');
    const sources = container.querySelectorAll('picture source');
    expect([...sources].map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]!.getAttribute('srcset')).toBe('/media/img/seed-abc123/320.avif 320w, /media/img/seed-abc123/640.avif 640w');
    const img = container.querySelector('picture img')!;
    expect(img.getAttribute('sizes')).toBe(IMAGE_SIZES.tile);
    expect(img.getAttribute('src')).toBe('/media/img/seed-abc123/640.jpg');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['640', '640']);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('style')).toContain('data:image/webp');
  });
});
