import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { NEWSLETTER_CONSENT_TEXT } from '@crystal/shared/messages';
import { activateLocale } from '@/i18n/i18n';
import { NewsletterForm } from './newsletter-form';

function renderForm() {
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <NewsletterForm />
    </QueryClientProvider>,
  );
}

describe('newsletter form', () => {
  afterEach(() => activateLocale('en'));

  it('shows in English the very consent wording the server records as proof of consent', () => {
    renderForm();
    expect(screen.getByText(NEWSLETTER_CONSENT_TEXT)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeTruthy();
  });

  it('speaks French on the French site', async () => {
    await activateLocale('fr');
    renderForm();
    expect(screen.getByLabelText('Adresse courriel')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'M’abonner' })).toBeTruthy();
    expect(screen.getByText(/vous acceptez de recevoir nos courriels/)).toBeTruthy();
  });
});
