import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ProductPurchase } from './product-purchase';
import type { ListedProduct } from '../lib/listing-filters';

/** The Moonstone ring of issue 44: 11 across its sizes (the largest one size holds 3), size 6.5 sold out. */
const ring = {
  id: 3,
  name: 'Moonstone Stacking Ring',
  description: 'A thin band.',
  price: '46.00',
  imageUrl: '/media/a.svg',
  category: { name: 'Rings', slug: 'rings', description: '' },
  categoryId: 1,
  materials: ['Sterling Silver'],
  gemstones: ['Moonstone'],
  weight: '3.00',
  sku: 'SCJ-003',
  stockQuantity: 11,
  isFeatured: false,
  careInstructions: 'Keep it dry.',
  createdAt: '2026-01-01T00:00:00.000Z',
  options: [
    {
      name: 'Size',
      values: [
        { value: '6', stockQuantity: 3 },
        { value: '6.5', stockQuantity: 0 },
        { value: '7', stockQuantity: 3 },
        { value: '7.5', stockQuantity: 3 },
        { value: '8', stockQuantity: 2 },
      ],
    },
  ],
} as ListedProduct;

function renderPurchase(product: ListedProduct) {
  vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => {})));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ProductPurchase product={product} onAddToCart={() => {}} adding={false} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the product page’s stock line (issue 44)', () => {
  it('offers to email the shopper when the sold-out size comes back, asking for that size (issue 47)', async () => {
    renderPurchase(ring);
    expect(await screen.findByRole('heading', { name: 'Email me when size 6.5 is back' })).toBeTruthy();
  });

  it('before a size is chosen, states the stock across sizes (not "Only 3 left") and names the sizes that are gone', async () => {
    renderPurchase(ring);
    expect(screen.getByTestId('stock-line').textContent).toContain('✓ In stock (11 available)');
    expect(screen.getByTestId('values-sold-out').textContent).toContain('Sold out in size 6.5');
    expect(screen.getByRole('radio', { name: /6\.5/ })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('radio', { name: '8' }));
    expect(screen.getByTestId('stock-line').textContent).toContain('Only 2 left');
    expect(screen.queryByTestId('values-sold-out')).toBeNull();
  });

  it('reads a ring sold out when every size is at 0, whatever its own count says', () => {
    const gone = { ...ring, stockQuantity: 9, options: [{ name: 'Size', values: ring.options!.flatMap((o) => o.values.map((v) => ({ ...v, stockQuantity: 0 }))) }] };
    renderPurchase(gone as ListedProduct);
    expect(screen.getByTestId('stock-line').textContent).toContain('Out of Stock');
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toHaveProperty('disabled', true);
  });

  it('an engraving one character too long says so, never "-1 characters left", and Add to Cart names that problem', async () => {
    const engraved = { ...ring, personalization: [{ label: 'Engraving', maxLength: 12, required: false }] } as ListedProduct;
    const added = vi.fn();
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => {})));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <ProductPurchase product={engraved} onAddToCart={added} adding={false} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('radio', { name: '7' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Engraving/ }), 'Luna and Mira');
    expect(screen.getByText('Engraving is too long: 12 characters at most (1 over)')).toBeTruthy();
    expect(document.body.textContent).not.toContain('-1 characters left');
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByText('Engraving is too long: 12 characters at most.').getAttribute('role')).toBe('status');
    expect(document.body.textContent).not.toContain('Please choose your options first');
    expect(added).not.toHaveBeenCalled();
  });
});


describe('a size chosen by the address (a shopping feed’s link)', () => {
  it('arrives with ?size=8 chosen, and ignores a size the piece has not', async () => {
    window.history.pushState({}, '', '/shop/product/3?size=8');
    const { unmount } = renderPurchase(ring);
    expect(await screen.findByText('Only 2 left')).toBeTruthy();
    expect(screen.getByRole('radio', { name: '8' })).toHaveProperty('checked', true);
    unmount();
    window.history.pushState({}, '', '/shop/product/3?size=12');
    renderPurchase(ring);
    expect(screen.getByTestId('stock-line').textContent).toContain('11 available');
    window.history.pushState({}, '', '/');
  });
});
