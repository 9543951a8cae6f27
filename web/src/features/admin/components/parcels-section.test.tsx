import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminOrderDetail } from '@crystal/shared/schemas/admin-orders';
import { ParcelsSection } from './parcels-section';

const card = { id: 2, productId: 0, name: 'Gift card', imageUrl: '', quantity: 1, price: '50.00', lineTotal: '50.00', giftCard: { amount: '50.00', recipientName: 'Maude', recipientEmail: 'maude@example.com', deliverOn: '2026-12-24' } };
const ring = { id: 1, productId: 7, name: 'Moonstone Ring', imageUrl: '/m/7.svg', quantity: 1, price: '46.00', lineTotal: '46.00' };

function renderParcels(items: unknown[]) {
  const order = { id: 42, status: 'paid', items, shipments: [] } as unknown as AdminOrderDetail;
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ParcelsSection order={order} />
    </QueryClientProvider>,
  );
}

describe('ParcelsSection', () => {
  it('never offers a gift card as a line of a parcel: beside a piece, only the piece', () => {
    renderParcels([ring, card]);
    expect(screen.getByRole('checkbox', { name: 'Ship Moonstone Ring' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Ship Gift card' })).toBeNull();
    expect(screen.queryByTestId('nothing-to-ship')).toBeNull();
  });

  it('says there is nothing to ship for gift cards alone, with no parcel form', () => {
    renderParcels([card]);
    expect(screen.getByTestId('nothing-to-ship').textContent).toBe('Nothing to ship: gift cards alone, each emailed to its recipient on its day.');
    expect(screen.queryByRole('form', { name: 'Ship a parcel' })).toBeNull();
  });
});
