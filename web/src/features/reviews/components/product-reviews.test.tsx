import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ProductReviews as Reviews } from '@crystal/shared/schemas/review';
import { productReviewsQuery } from '../api/get-product-reviews';
import { ProductReviews } from './product-reviews';

const hostile = {
  id: 9,
  rating: 5,
  title: '<b>Best</b></script><script>alert(1)</script>',
  body: 'Lovely <img src=x onerror=alert(1)> <a href="https://evil.example">link</a>',
  displayName: '<i>Eve</i>',
  createdAt: '2026-05-04T10:00:00.000Z',
  language: 'en' as const,
  verifiedPurchase: true as const,
  reply: 'Thank you <u>Eve</u>',
};

function renderReviews(data: Reviews) {
  const client = new QueryClient();
  client.setQueryData(productReviewsQuery(3).queryKey, data);
  return render(
    <QueryClientProvider client={client}>
      <ProductReviews productId={3} count={data.count} />
    </QueryClientProvider>,
  );
}

describe('a piece’s published reviews', () => {
  it('shows a buyer’s markup as the text she typed, never as markup', () => {
    const { container } = renderReviews({ average: 5, count: 1, reviews: [hostile] });
    const section = container.querySelector('#reviews')!;
    const list = section.querySelector('ul')!;
    for (const tag of ['b', 'script', 'img', 'a', 'i', 'u']) expect(list.querySelector(tag), tag).toBeNull();
    expect(screen.getByText(hostile.title).textContent).toBe(hostile.title);
    expect(screen.getByText(hostile.body).textContent).toBe(hostile.body);
    expect(screen.getByText(hostile.reply).textContent).toBe(hostile.reply);
    expect(section.textContent).toContain('<i>Eve</i> · Verified buyer · May 2026');
  });

  it('shows nothing until a review is published', () => {
    const { container } = renderReviews({ average: 0, count: 0, reviews: [] });
    expect(container.querySelector('#reviews')).toBeNull();
  });
});
