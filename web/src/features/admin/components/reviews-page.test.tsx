import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminReviewDto } from '@crystal/shared/schemas/review';
import { adminReviewsQuery } from '../api/reviews';
import { ReviewsPage } from './reviews-page';

const hostile: AdminReviewDto = {
  id: 4,
  rating: 2,
  title: '<b>Bad</b><script>alert(1)</script>',
  body: 'See <img src=x onerror=alert(1)> and <a href="https://evil.example">this</a>',
  displayName: '<i>Mallory</i>',
  createdAt: '2026-05-04T10:00:00.000Z',
  updatedAt: '2026-05-04T10:00:00.000Z',
  language: 'en',
  verifiedPurchase: true,
  status: 'pending',
  productId: 3,
  productName: 'Moonstone Ring',
  orderId: 12,
};

describe('the reviews screen', () => {
  it('shows a buyer’s markup as text, and offers no way to edit her words or stars', () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(adminReviewsQuery('pending').queryKey, { reviews: [hostile] });
    render(
      <QueryClientProvider client={client}>
        <ReviewsPage />
      </QueryClientProvider>,
    );
    const row = screen.getByTestId('admin-review');
    for (const tag of ['b', 'script', 'img', 'a', 'i']) expect(row.querySelector(tag), tag).toBeNull();
    expect(row.textContent).toContain(hostile.title);
    expect(screen.getByText(hostile.body).textContent).toBe(hostile.body);
    expect(row.textContent).toContain('— <i>Mallory</i>');
    // Her one text box is the reply; the buyer's title, body and stars are never inputs.
    expect(row.querySelectorAll('input, select')).toHaveLength(0);
    expect(row.querySelectorAll('textarea')).toHaveLength(1);
    expect(screen.getByLabelText('Your reply (shown under the review)')).toBeTruthy();
  });
});
