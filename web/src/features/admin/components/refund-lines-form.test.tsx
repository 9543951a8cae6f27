import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminOrderDetail } from '@crystal/shared/schemas/admin-orders';
import { RefundLinesForm } from './refund-lines-form';

/** A paid MB order: a ring (46.00) and two pendants (30.00 each), 10.00 shipping; GST 5.80, RST 8.12; 129.92. */
function mbOrder(refunds: AdminOrderDetail['refunds'] = []): AdminOrderDetail {
  const item = (id: number, name: string, quantity: number, price: string) => ({
    id,
    productId: id,
    name,
    imageUrl: '',
    quantity,
    price,
    lineTotal: (Number(price) * quantity).toFixed(2),
  });
  return {
    id: 1042,
    status: 'paid',
    currency: 'CAD',
    customerEmail: 'luna@example.com',
    customerPhone: '204-555-0199',
    customerName: 'Luna Moonstone',
    shippingAddress: '',
    billingAddress: '',
    province: 'MB',
    items: [item(1, 'Moonstone Ring', 1, '46.00'), item(2, 'Quartz Pendant', 2, '30.00')],
    subtotal: '106.00',
    discount: '0.00',
    shipping: '10.00',
    taxLines: [
      { name: 'GST', label: 'GST (5%)', amount: '5.80' },
      { name: 'RST', label: 'RST (7%)', amount: '8.12' },
    ],
    tax: '13.92',
    totalAmount: '129.92',
    createdAt: '2026-11-28T12:00:00Z',
    allowedStatuses: ['shipped', 'cancelled', 'refunded'],
    refunds,
  };
}

const total = () => screen.getByTestId('refund-total').textContent;

describe('refund by the line in /admin (issue 45)', () => {
  it('computes goods, each tax and the total live as she steps quantities and ticks shipping, and sends lines by id', () => {
    const onSubmit = vi.fn();
    render(<RefundLinesForm order={mbOrder()} busy={false} onSubmit={onSubmit} onCancel={() => {}} onAmountOnly={() => {}} />);
    expect(total()).toBe('$0.00');
    fireEvent.click(screen.getByRole('button', { name: 'One more Quartz Pendant' }));
    // 30.00 of 116.00 taxable: GST 5.80 x 30/116 = 1.50, RST 8.12 x 30/116 = 2.10.
    expect(total()).toBe('$33.60');
    fireEvent.click(screen.getByLabelText(/Refund shipping/));
    // 40.00 of 116.00: GST 2.00, RST 2.80.
    expect(total()).toBe('$44.80');
    fireEvent.click(screen.getByLabelText('Put Quartz Pendant back in stock'));
    fireEvent.submit(screen.getByRole('form', { name: 'Refund by the line' }));
    expect(onSubmit).toHaveBeenCalledWith({ items: [{ itemId: 2, quantity: 1, restock: false }], shipping: true, requestId: expect.any(String) });
  });

  it('steps no further than what is left of a line, hides shipping once refunded, and refuses a lower total above the computed one', () => {
    const earlier = {
      id: '1042-1',
      items: [{ itemId: 2, quantity: 1, restock: true, goods: '30.00' }],
      goods: '30.00',
      shipping: '10.00',
      shippingRefunded: true,
      tax: '4.80',
      taxLines: [],
      total: '44.80',
      createdAt: '2026-11-28T13:00:00Z',
    };
    render(<RefundLinesForm order={{ ...mbOrder([earlier]), refundedAmount: '44.80' }} busy={false} onSubmit={() => {}} onCancel={() => {}} onAmountOnly={() => {}} />);
    const more = screen.getByRole('button', { name: 'One more Quartz Pendant' });
    fireEvent.click(more);
    expect(more).toHaveProperty('disabled', true);
    expect(screen.queryByLabelText(/Refund shipping/)).toBeNull();
    fireEvent.change(screen.getByLabelText(/Lower total/), { target: { value: '99.00' } });
    expect(screen.getByRole('alert').textContent).toMatch(/Refund between 0.01 and/);
    expect(screen.getByRole('button', { name: 'Refund' })).toHaveProperty('disabled', true);
  });
});
