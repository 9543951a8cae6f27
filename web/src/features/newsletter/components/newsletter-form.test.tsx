import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEWSLETTER_CONSENT_TEXT, NEWSLETTER_CONSENT_TEXT_FR } from '@crystal/shared/messages';
import en from '../messages/en.json';
import { activateLocale } from '@/i18n/i18n';
import { createTranslator } from '@/i18n/create-translator';
import { Toaster } from '@/components/ui/toaster';
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
  afterEach(async () => {
    vi.unstubAllGlobals();
    await activateLocale('en');
  });

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

  it('keeps each catalogue’s consent identical to the wording the server records', async () => {
    const t = createTranslator(en);
    expect(t('consent')).toBe(NEWSLETTER_CONSENT_TEXT);
    await activateLocale('fr');
    expect(t('consent')).toBe(NEWSLETTER_CONSENT_TEXT_FR);
  });

  async function submittedBody() {
    const fetchMock = vi.fn(async () =>
      new Response(JSON.stringify({ email: 'luna@example.ca', status: 'pending' }), {
        status: 201,
        headers: { 'content-type': 'application/json' },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'luna@example.ca' } });
    fireEvent.submit(screen.getByRole('textbox').closest('form')!);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    return JSON.parse(String(init.body)) as Record<string, unknown>;
  }

  it('tells the server the French form was shown, so it records the French consent', async () => {
    await activateLocale('fr');
    expect(await submittedBody()).toEqual({ email: 'luna@example.ca', source: 'footer', language: 'fr' });
    expect(screen.getByText(NEWSLETTER_CONSENT_TEXT_FR)).toBeTruthy();
  });

  it('sends the English form’s request as the spec has it', async () => {
    expect(await submittedBody()).toEqual({ email: 'luna@example.ca', source: 'footer' });
  });

  it('says to check the mail, not that the address is subscribed (double opt-in)', async () => {
    await submittedBody();
    render(<Toaster />);
    expect(await screen.findByText('Check your email')).toBeTruthy();
    expect(screen.queryByText('Thank you for subscribing!')).toBeNull();
  });
});
