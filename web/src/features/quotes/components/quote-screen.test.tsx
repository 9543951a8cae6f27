import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { QuotePage } from '@crystal/shared/schemas/quote';
import { QuoteScreen } from './quote-screen';

const state = vi.hoisted(() => ({ quote: undefined as unknown as QuotePage, bodies: [] as unknown[] }));
vi.mock('../api/get-quote', () => ({ useQuote: () => ({ isPending: false, isError: false, data: state.quote }) }));
vi.mock('../api/create-quote-payment-intent', () => ({
  createQuotePaymentIntent: async (_token: string, body: unknown) => {
    state.bodies.push(body);
    return { clientSecret: 'pi_1_secret_1', part: 'deposit' };
  },
}));
vi.mock('../api/confirm-quote-sandbox', () => ({ confirmQuoteSandbox: async () => ({ status: 'succeeded', quoteId: 7, orderId: 42 }) }));

const QUOTE: QuotePage = {
  id: 7,
  status: 'open',
  customerName: 'Luna Moreau',
  language: 'en',
  province: 'MB',
  expiresOn: '2027-01-10',
  lines: [{ description: 'Custom moonstone ring', price: '150.00' }],
  subtotal: '150.00',
  shipping: '0.00',
  taxLines: [],
  tax: '0.00',
  total: '150.00',
  depositPercent: 30,
  deposit: '45.00',
  balance: '105.00',
  readyBy: '2027-01-15',
  depositTerms: { refundable: true, text: 'Your deposit is refundable until I start making your piece.' },
  part: 'deposit',
  amountDue: '45.00',
  paid: '0.00',
  orderId: null,
  phoneOnFile: true,
};

// jsdom draws no layout: the thank-you's scrollIntoView is a no-op here.
Element.prototype.scrollIntoView ??= () => undefined;

const sandboxCard = { Fields: () => <p>card</p>, validate: () => ({}) };

function renderScreen(quote: QuotePage) {
  state.quote = quote;
  render(
    <MemoryRouter>
      <QuoteScreen token="t" provider="sandbox" sandboxCard={sandboxCard} contactPath="/contact" provinceLabel={() => 'Manitoba'} paidByRedirect={false} />
    </MemoryRouter>,
  );
}

describe('the shopper’s quote page (issue 45)', () => {
  it('shows the deposit terms and the ready-by date, and asks only where to ship when the quote has her phone', async () => {
    renderScreen(QUOTE);
    expect(screen.getByTestId('quote-deposit-terms').textContent).toBe('Refundable deposit: Your deposit is refundable until I start making your piece.');
    expect(screen.getByTestId('quote-ready-by').textContent).toBe('Your piece will be ready by January 15, 2027.');
    expect(screen.getByLabelText('Street address')).toBeTruthy();
    expect(screen.queryByLabelText('Phone')).toBeNull();
    fireEvent.change(screen.getByLabelText('Street address'), { target: { value: '123 Portage Ave' } });
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Winnipeg' } });
    fireEvent.change(screen.getByLabelText('Postal code'), { target: { value: 'R3C 0A1' } });
    state.bodies.length = 0;
    fireEvent.click(screen.getByRole('button', { name: /Pay/ }));
    expect(await screen.findByTestId('quote-paid')).toBeTruthy();
    expect(state.bodies).toEqual([{ shippingAddress: { street: '123 Portage Ave', city: 'Winnipeg', province: 'MB', postalCode: 'R3C 0A1' } }]);
  });

  it('asks for a phone when the quote has none, and shows no terms or date she did not give', () => {
    renderScreen({ ...QUOTE, phoneOnFile: false, readyBy: null, depositTerms: null });
    expect(screen.getByLabelText('Phone')).toBeTruthy();
    expect(screen.queryByTestId('quote-deposit-terms')).toBeNull();
    expect(screen.queryByTestId('quote-ready-by')).toBeNull();
  });
});
