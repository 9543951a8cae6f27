import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SHOP_SETTINGS } from '@crystal/shared/shop-facts/default-shop-settings';
import { DEPOSIT_TERMS_DEFAULTS, type CreateQuoteBody } from '@crystal/shared/schemas/quote';
import { QuoteEditorPage } from './quote-editor-page';

const sent = vi.hoisted(() => ({ bodies: [] as unknown[] }));
vi.mock('../api/shop-settings', () => ({ useShopSettings: () => ({ data: DEFAULT_SHOP_SETTINGS }) }));
vi.mock('../api/create-quote', () => ({ useCreateQuote: () => ({ isPending: false, mutate: (body: unknown) => sent.bodies.push(body) }) }));
vi.mock('../api/change-quote', () => ({ useEditQuote: () => ({ isPending: false, mutate: () => undefined }) }));

const terms = () => (screen.getByLabelText(/Deposit terms, as the shopper reads them/) as HTMLInputElement).value;
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

function renderEditor() {
  render(
    <MemoryRouter>
      <QuoteEditorPage />
    </MemoryRouter>,
  );
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Luna Moreau' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'luna@example.ca' } });
  fireEvent.change(screen.getByLabelText('Line 1'), { target: { value: 'Custom moonstone ring' } });
  fireEvent.change(screen.getByLabelText('Price ($)'), { target: { value: '150' } });
}

describe('the quote editor’s deposit terms and ready-by date (issue 45)', () => {
  it('prefills the sentence from her choice and the quote’s language, keeps her own words, and sends both', () => {
    renderEditor();
    expect(terms()).toBe(DEPOSIT_TERMS_DEFAULTS.en.refundable);
    fireEvent.click(screen.getByRole('button', { name: 'Not refundable' }));
    expect(terms()).toBe(DEPOSIT_TERMS_DEFAULTS.en.nonRefundable);
    fireEvent.change(screen.getByLabelText('Language of the quote'), { target: { value: 'fr' } });
    expect(terms()).toBe(DEPOSIT_TERMS_DEFAULTS.fr.nonRefundable);
    const own = 'Votre acompte paie la pierre de lune choisie ensemble.';
    fireEvent.change(screen.getByLabelText(/Deposit terms/), { target: { value: own } });
    fireEvent.change(screen.getByLabelText('Language of the quote'), { target: { value: 'en' } });
    expect(terms()).toBe(own);
    fireEvent.change(screen.getByLabelText('Ready by (optional)'), { target: { value: inDays(30) } });
    expect(screen.getByTestId('quote-preview-deposit-terms').textContent).toBe(`Non-refundable deposit: ${own}`);

    sent.bodies.length = 0;
    fireEvent.click(screen.getByRole('button', { name: 'Send the quote' }));
    expect(sent.bodies).toHaveLength(1);
    expect(sent.bodies[0]).toMatchObject({ depositPercent: 30, depositTerms: { refundable: false, text: own }, readyBy: inDays(30) } satisfies Partial<CreateQuoteBody>);
  });

  it('sends no deposit terms without a deposit, and says why a past ready-by date is refused', () => {
    renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'No deposit' }));
    expect(screen.queryByLabelText(/Deposit terms/)).toBeNull();
    fireEvent.change(screen.getByLabelText('Ready by (optional)'), { target: { value: inDays(-3) } });
    sent.bodies.length = 0;
    fireEvent.click(screen.getByRole('button', { name: 'Send the quote' }));
    expect(sent.bodies).toHaveLength(0);
    expect(screen.getByText('The ready-by date must be today or later')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Ready by (optional)'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the quote' }));
    expect(sent.bodies).toHaveLength(1);
    expect(sent.bodies[0]).not.toHaveProperty('depositTerms');
    expect(sent.bodies[0]).not.toHaveProperty('readyBy');
  });
});
