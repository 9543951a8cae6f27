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

  it('reads partly shipped: each parcel with its lines and tracking, then the bangle still being made with its date', () => {
    const ring = { ...order.items[0]!, id: 1, quantity: 2, shippedQuantity: 2 };
    const bangle = { ...order.items[0]!, id: 2, productId: 31, name: 'Peridot Twist Bangle', madeToOrder: { leadTimeDays: 10, shipBy: '2026-12-11' } };
    const parcel = { id: 1, items: [{ itemId: 1, quantity: 2 }], carrier: 'canada_post', carrierName: 'Canada Post', trackingNumber: '7023210039414604', trackingUrl: 'https://track.example/7023', shippedAt: '2026-11-29T16:00:00.000Z' };
    render(<OrderDetails order={{ ...order, status: 'partially_shipped', paidAt: '2026-11-28T16:00:00.000Z', items: [ring, bangle], shipments: [parcel] } as ShownOrder} />);
    expect(screen.getByTestId('order-status').textContent).toBe('Partly shipped');
    const parcels = screen.getByTestId('parcels');
    expect(parcels.textContent).toContain('Parcel 1, Canada Post');
    expect(parcels.textContent).toContain('2 × Amethyst Ring');
    expect(parcels.textContent).toContain('7023210039414604');
    expect(screen.getByTestId('still-coming').textContent).toContain('1 × Peridot Twist Bangle: being made, estimated to ship by Friday, December 11, 2026');
  });

  it('shows the piece under the French name kept with the order, on the French site', async () => {
    await activateLocale('fr');
    render(<OrderDetails order={{ ...order, giftNote: 'Bonne fête!' }} />);
    expect(screen.getByText('Bague d’améthyste')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Message-cadeau' })).toBeTruthy();
  });

  it('shows the confirmation page the discount, saying which, and the shipping charged', async () => {
    // MB: 46.00 - 4.60 (WELCOME10) = 41.40 + 12.00 shipping = 53.40; GST 2.67, RST 3.74; total 59.81.
    const coded = {
      ...order,
      subtotal: '46.00',
      discount: '4.60',
      discountSource: 'code',
      discountCode: 'WELCOME10',
      shipping: '12.00',
      taxLines: [
        { name: 'GST', label: 'GST (5%)', amount: '2.67' },
        { name: 'RST', label: 'RST (7%)', amount: '3.74' },
      ],
      tax: '6.41',
      totalAmount: '59.81',
    } as ShownOrder;
    const { unmount } = render(<OrderDetails order={coded} />);
    expect(screen.getByText('Discount (code WELCOME10)')).toBeTruthy();
    expect(screen.getByText('-$4.60')).toBeTruthy();
    expect(screen.getByTestId('summary-shipping').textContent).toBe('$12.00');
    expect(screen.getByTestId('order-total').textContent).toBe('$59.81');
    unmount();
    const offered = render(<OrderDetails order={{ ...coded, discountSource: 'offer', discountCode: undefined, discount: '6.90' } as ShownOrder} />);
    expect(screen.getByText('Discount (your guide offer)')).toBeTruthy();
    offered.unmount();
    await activateLocale('fr');
    render(<OrderDetails order={coded} />);
    expect(screen.getByText('Rabais (code WELCOME10)')).toBeTruthy();
    expect(screen.getByTestId('summary-shipping').textContent?.replace(/\s/g, ' ')).toBe('12,00 $');
  });

  it('names a free-shipping code on the shipping line, "Free", with no discount line, in English and French (decision 0102)', async () => {
    // MB: 46.00 + 0.00 shipping (SHIPFREE); GST 2.30, RST 3.22; total 51.52.
    const shippedFree = {
      ...order,
      subtotal: '46.00',
      discount: '0.00',
      discountSource: 'code',
      discountCode: 'SHIPFREE',
      discountFreeShipping: true,
      shipping: '0.00',
      taxLines: [
        { name: 'GST', label: 'GST (5%)', amount: '2.30' },
        { name: 'RST', label: 'RST (7%)', amount: '3.22' },
      ],
      tax: '5.52',
      totalAmount: '51.52',
    } as ShownOrder;
    const { unmount } = render(<OrderDetails order={shippedFree} />);
    expect(screen.getByText('Shipping (code SHIPFREE)')).toBeTruthy();
    expect(screen.getByTestId('summary-shipping').textContent).toBe('Free');
    expect(screen.queryByText(/Discount/)).toBeNull();
    expect(screen.getByTestId('order-total').textContent).toBe('$51.52');
    unmount();
    await activateLocale('fr');
    render(<OrderDetails order={shippedFree} />);
    expect(screen.getByText('Livraison (code SHIPFREE)')).toBeTruthy();
    expect(screen.getByTestId('summary-shipping').textContent).toBe('Gratuite');
  });

  it('reads "Shipping Free" when the order shipped free', () => {
    render(<OrderDetails order={order} />);
    expect(screen.getByTestId('summary-shipping').textContent).toBe('Free');
  });

  it('gift cards alone: whom each is for and its day, in the subtotal, and no shipping line or parcel steps', () => {
    const card = { productId: 0, name: 'Gift card', imageUrl: '', quantity: 1, price: '50.00', lineTotal: '50.00', giftCard: { amount: '50.00', recipientName: 'Maude', recipientEmail: 'maude@example.com', deliverOn: '2026-12-24' } };
    const cardsAlone = { ...order, status: 'paid', paidAt: '2026-11-28T16:00:00.000Z', items: [card], subtotal: '0.00', giftCardsTotal: '50.00', shipping: '0.00', taxLines: [], tax: '0.00', totalAmount: '50.00' };
    render(<OrderDetails order={cardsAlone as unknown as ShownOrder} />);
    expect(screen.getByTestId('gift-card-line-details').textContent).toBe('For MaudeDelivered by email on December 24, 2026');
    expect(screen.getByText('Subtotal').nextElementSibling!.textContent).toBe('$50.00');
    expect(screen.getByTestId('order-total').textContent).toBe('$50.00');
    expect(screen.queryByTestId('summary-shipping')).toBeNull();
    expect(screen.queryByText('Shipping')).toBeNull();
    expect(screen.getByText('Your address')).toBeTruthy();
    const steps = [...screen.getByTestId('order-timeline').querySelectorAll('[data-step]')].map((s) => s.getAttribute('data-step'));
    expect(steps).toEqual(['paid']);
  });
});
