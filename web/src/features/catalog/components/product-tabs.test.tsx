import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PUBLIC_SHOP_SETTINGS } from '@crystal/shared/shop-facts/default-shop-settings';
import { ProductTabs } from './product-tabs';

function renderWith(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const product = {
  id: 6,
  name: 'Lapis Lazuli Bar Necklace',
  description: 'A slim bar of lapis.',
  price: '58.00',
  imageUrl: '/media/a.svg',
  category: { name: 'Crystal Necklaces', slug: 'crystal-necklaces', description: '' },
  categoryId: 1,
  collectionIds: [1],
  materials: ['Sterling Silver'],
  gemstones: ['Lapis Lazuli'],
  weight: '7.30',
  sku: 'SCJ-006',
  stockQuantity: 2,
  isFeatured: false,
  careInstructions: 'Keep it dry.',
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** The settings request answers when the test says so. */
function stubSettings() {
  let answer: (r: Response) => void = () => {};
  vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
  return (email: string) =>
    answer(new Response(JSON.stringify({ ...DEFAULT_PUBLIC_SHOP_SETTINGS, replyToEmail: email }), { status: 200, headers: { 'content-type': 'application/json' } }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('product tabs', { timeout: 15_000 }, () => {
  it("the Care Guide's email is the shop settings' reply-to email", async () => {
    const answer = stubSettings();
    renderWith(<ProductTabs product={product} />);
    screen.getByRole('tab', { name: 'Care Guide' }).focus();
    screen.getByRole('tab', { name: 'Care Guide' }).click();
    answer('care@example.ca');
    await waitFor(() => expect(screen.getByRole('link', { name: 'care@example.ca' }).getAttribute('href')).toBe('mailto:care@example.ca'));
  });
});
