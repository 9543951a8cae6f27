import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { AdminOrderDetail } from '@crystal/shared/schemas/admin-orders';
import { orderQuery } from '../api/get-order';
import { OrderDetailPage } from './order-detail-page';

const card = { id: 1, productId: 0, name: 'Gift card', imageUrl: '', quantity: 1, price: '50.00', lineTotal: '50.00', giftCard: { amount: '50.00', recipientName: 'Maude', recipientEmail: 'maude@example.com', deliverOn: '2026-12-24' } };
const ring = { id: 2, productId: 7, name: 'Moonstone Ring', imageUrl: '', quantity: 1, price: '46.00', lineTotal: '46.00' };
const base = {
  id: 42, status: 'paid', customerName: 'Luna Moonstone', customerEmail: 'luna@example.com', customerPhone: '204-555-0199', shippingAddress: 'Luna Moonstone\n123 Crystal Lane',
  discount: '0.00', taxLines: [], tax: '0.00', createdAt: '2026-11-29T16:00:00.000Z', paidAt: '2026-11-29T16:00:00.000Z', allowedStatuses: ['cancelled', 'refunded'], refunds: [], shipments: [],
};

function renderOrder(order: object) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(orderQuery(42).queryKey, order as AdminOrderDetail);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/admin/orders/42']}>
        <Routes>
          <Route path="/admin/orders/:id" element={<OrderDetailPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('OrderDetailPage', () => {
  it('gift cards alone: whom the card is for and its day, the card in the subtotal, no shipping line and no packing slip', () => {
    renderOrder({ ...base, items: [card], subtotal: '0.00', giftCardsTotal: '50.00', shipping: '0.00', totalAmount: '50.00' });
    const items = screen.getByRole('region', { name: 'Items' });
    expect(within(items).getByTestId('gift-card-line-details').textContent).toBe('For MaudeDelivered by email on December 24, 2026');
    expect(within(items).getByText('Subtotal').nextElementSibling!.textContent).toBe('$50.00');
    expect(within(items).queryByText('Shipping')).toBeNull();
    expect(screen.queryByTestId('packing-slip-link')).toBeNull();
    expect(screen.getByText('Address')).toBeTruthy();
    expect(screen.queryByText('Ship to')).toBeNull();
  });

  it('a piece beside a card: the shipping line, the packing slip and "Ship to" stay', () => {
    renderOrder({ ...base, items: [ring, card], subtotal: '46.00', giftCardsTotal: '50.00', shipping: '9.00', totalAmount: '105.00' });
    const items = screen.getByRole('region', { name: 'Items' });
    expect(within(items).getByText('Subtotal').nextElementSibling!.textContent).toBe('$96.00');
    expect(within(items).getByText('Shipping').nextElementSibling!.textContent).toBe('$9.00');
    expect(screen.getByTestId('packing-slip-link')).toBeTruthy();
    expect(screen.getByText('Ship to')).toBeTruthy();
  });
});
