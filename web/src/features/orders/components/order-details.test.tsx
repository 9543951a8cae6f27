import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n/i18n';
import { OrderDetails, type ShownOrder } from './order-details';

const order = {
  id: 42,
  status: 'paid',
  currency: 'CAD',
  customerName: 'Luna Moonstone',
  shippingAddress: 'Luna Moonstone\n123 Crystal Lane\nWinnipeg, MB R3C 0A5',
  province: 'MB',
  items: [{ productId: 7, name: 'Amethyst Ring', imageUrl: '/m/7.svg', quantity: 1, price: '45.00', lineTotal: '45.00', translations: { fr: { name: 'Bague d’améthyste' } } }],
  subtotal: '45.00',
  discount: '0.00',
  shipping: '0.00',
  taxLines: [{ name: 'GST', label: 'GST (5%)', amount: '2.25' }],
  tax: '2.25',
  totalAmount: '47.25',
  createdAt: '2026-11-24T20:00:00.000Z',
} as unknown as ShownOrder;

describe('OrderDetails', () => {
  afterEach(() => activateLocale('en'));

  it('repeats the gift note when the order has one, and only then', () => {
    const { unmount } = render(<OrderDetails order={{ ...order, giftNote: 'Happy birthday, Mira!' }} />);
    expect(screen.getByRole('heading', { name: 'Gift note' })).toBeTruthy();
    expect(screen.getByText('Happy birthday, Mira!')).toBeTruthy();
    unmount();
    render(<OrderDetails order={order} />);
    expect(screen.queryByRole('heading', { name: 'Gift note' })).toBeNull();
  });

  it('shows the piece under the French name kept with the order, on the French site', async () => {
    await activateLocale('fr');
    render(<OrderDetails order={{ ...order, giftNote: 'Bonne fête!' }} />);
    expect(screen.getByText('Bague d’améthyste')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Message-cadeau' })).toBeTruthy();
  });
});
