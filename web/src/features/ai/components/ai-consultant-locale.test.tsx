import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/i18n/i18n';
import { AI_MESSAGES } from '../lib/ai-messages';
import { t } from '../lib/ai-text';
import { AiConsultant } from './ai-consultant';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function renderAndAsk(question: string) {
  const fetchMock = vi.fn(async (url: string) =>
    String(url).includes('status')
      ? json({ endpoints: [{ name: 'text', isAvailable: true }] })
      : json({ content: 'Réponse du guide', provider: 'local', model: 'kb' }),
  );
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <AiConsultant />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const field = screen.getAllByRole('textbox').find((el) => el.tagName === 'TEXTAREA')!;
  fireEvent.change(field, { target: { value: question } });
  fireEvent.submit(field.closest('form')!);
  return fetchMock;
}

const chatBody = async (fetchMock: ReturnType<typeof vi.fn>) => {
  await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
  const [, init] = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST') as [string, RequestInit];
  return JSON.parse(String(init.body)) as Record<string, unknown>;
};

afterEach(async () => {
  vi.unstubAllGlobals();
  await activateLocale('en');
});

describe('the AI page in each language', () => {
  it('keeps the English fallback texts word for word', () => {
    expect(t('pageFailure')).toBe(AI_MESSAGES.pageFailure);
    expect(t('widgetFailure')).toBe(AI_MESSAGES.widgetFailure);
    expect(t('widgetNoResponse')).toBe(AI_MESSAGES.widgetNoResponse);
  });

  it('sends no locale from the English site', async () => {
    const body = await chatBody(renderAndAsk('Which stone suits calm evenings?'));
    expect(body).not.toHaveProperty('locale');
  });

  it('greets in French and asks the guide for French from the French site', async () => {
    await activateLocale('fr');
    const fetchMock = renderAndAsk('Quelle pierre pour les soirées calmes?');
    expect(screen.getByText(/^Bienvenue\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeTruthy();
    const body = await chatBody(fetchMock);
    expect(body).toMatchObject({ prompt: 'Quelle pierre pour les soirées calmes?', locale: 'fr' });
    expect(await screen.findByText('Réponse du guide')).toBeTruthy();
  });
});
