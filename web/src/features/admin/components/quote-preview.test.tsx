import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_SHOP_SETTINGS, DEFAULT_SHOP_SETTINGS } from '@crystal/shared/shop-facts/default-shop-settings';
import { QuotePreview } from './quote-preview';

const settings = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock('../api/shop-settings', () => ({ useShopSettings: () => ({ data: settings.current }) }));

const text = (id: string) => screen.getByTestId(id).textContent;

describe('the quote editor’s live preview (issue 45: quotes she can see before she sends)', () => {
  it('shows shipping, tax, the total and the deposit for the province, before she sends', () => {
    settings.current = { ...DEMO_SHOP_SETTINGS, shipping: { flatRate: '12.00', freeOver: null, territoriesRate: null } };
    render(<QuotePreview lines={[{ description: 'Custom moonstone ring', price: '450' }]} province="ON" deposit={30} />);
    expect(text('quote-preview-shipping')).toContain('$12.00');
    // 13% HST on 462.00 is 60.06; the total 522.06; 30% deposit 156.62.
    expect(text('quote-preview-tax')).toContain('HST (13%)');
    expect(text('quote-preview-tax')).toContain('$60.06');
    expect(text('quote-preview-total')).toContain('$522.06');
    expect(text('quote-preview-deposit')).toContain('$156.62');
  });

  it('says plainly that no tax is charged when the shop is registered nowhere', () => {
    settings.current = DEFAULT_SHOP_SETTINGS;
    render(<QuotePreview lines={[{ description: 'Ring', price: '100.00' }]} province="QC" deposit={null} />);
    expect(screen.getByText(/No tax/)).toBeTruthy();
    expect(text('quote-preview-total')).toContain('$100.00');
  });

  it('shows the deposit terms and the ready-by date as the shopper will read them', () => {
    settings.current = DEFAULT_SHOP_SETTINGS;
    const terms = { refundable: false, text: 'Your deposit is not refundable: it pays for the stones I buy for your piece.' };
    render(<QuotePreview lines={[{ description: 'Ring', price: '100.00' }]} province="MB" deposit={30} readyBy="2027-01-15" depositTerms={terms} />);
    expect(text('quote-preview-deposit-terms')).toBe(`Non-refundable deposit: ${terms.text}`);
    expect(text('quote-preview-ready-by')).toBe('Ready by January 15, 2027');
  });

  it('shows no deposit terms without a deposit, and no date while the picker holds none', () => {
    settings.current = DEFAULT_SHOP_SETTINGS;
    render(<QuotePreview lines={[{ description: 'Ring', price: '100.00' }]} province="MB" deposit={null} readyBy="" depositTerms={{ refundable: true, text: 'Refundable.' }} />);
    expect(screen.queryByTestId('quote-preview-deposit-terms')).toBeNull();
    expect(screen.queryByTestId('quote-preview-ready-by')).toBeNull();
  });
});
