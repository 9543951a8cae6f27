import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n/i18n';
import type { ListedProduct } from '../lib/listing-filters';
import { ProductCard } from './product-card';

const pendant = {
  id: 7,
  name: 'Amethyst Point Pendant',
  description: 'A point on a chain.',
  price: '68.00',
  imageUrl: '/media/a.svg',
  category: { name: 'Crystal Necklaces', slug: 'crystal-necklaces', description: '' },
  categoryId: 1,
  materials: ['Sterling Silver'],
  gemstones: ['Amethyst'],
  weight: '5.00',
  sku: 'SCJ-007',
  stockQuantity: 8,
  isFeatured: false,
  careInstructions: 'Keep it dry.',
  createdAt: '2026-01-01T00:00:00.000Z',
} as ListedProduct;

const renderCard = (product: ListedProduct) =>
  render(
    <MemoryRouter>
      <ProductCard product={product} />
    </MemoryRouter>,
  );

describe('product card stars', () => {
  afterEach(async () => {
    await activateLocale('en');
  });

  it('shows the stars of its published reviews, said in words, with the count', () => {
    renderCard({ ...pendant, rating: { average: 4.8, count: 12 } });
    const stars = screen.getByRole('img', { name: 'Rated 4.8 out of 5 by 12 buyers' });
    expect(stars.querySelectorAll('svg.fill-amber-500')).toHaveLength(5);
    expect(screen.getByTestId('card-rating').textContent).toContain('(12)');
  });

  it('rounds the stars drawn, says one buyer in the singular, and in French with the decimal comma', async () => {
    renderCard({ ...pendant, rating: { average: 3.4, count: 1 } });
    const stars = screen.getByRole('img', { name: 'Rated 3.4 out of 5 by 1 buyer' });
    expect(stars.querySelectorAll('svg.fill-amber-500')).toHaveLength(3);
    await activateLocale('fr');
    renderCard({ ...pendant, id: 8, rating: { average: 4.5, count: 2 } });
    expect(screen.getByRole('img', { name: 'Note de 4,5 sur 5 par 2 acheteurs' })).toBeTruthy();
  });

  it('shows no stars until a review is published', () => {
    renderCard(pendant);
    expect(screen.queryByTestId('card-rating')).toBeNull();
  });
});
