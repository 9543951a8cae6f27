import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PUBLIC_SHOP_SETTINGS } from '@crystal/shared/shop-facts/default-shop-settings';
import { apiPath } from '@/lib/api-path';
import { content } from '../content/en/returns';
import { ReturnsPage } from './returns-page';

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ReturnsPage content={content} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const windowCell = () => screen.getByRole('row', { name: /Satisfaction guarantee/ });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('returns page', { timeout: 15_000 }, () => {
  it('renders the default return window at once, then the saved one from the shop settings', async () => {
    const settings = { ...DEFAULT_PUBLIC_SHOP_SETTINGS, returnWindowDays: 45, replyToEmail: 'care@example.ca' };
    let answer: (r: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    renderPage();

    // Before the settings arrive: today's text, no spinner.
    expect(windowCell().textContent).toContain('30 days');
    expect(screen.getByRole('link', { name: 'hello@sacredcrystaljewelry.ca' })).toBeTruthy();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(String((fetchMock.mock.calls[0] as unknown as [string])[0])).toContain(apiPath('shopInfo'));

    answer(new Response(JSON.stringify(settings), { status: 200, headers: { 'content-type': 'application/json' } }));
    await waitFor(() => expect(windowCell().textContent).toContain('45 days'));
    expect(windowCell().textContent).not.toContain('30 days');
    expect(screen.getByRole('link', { name: 'care@example.ca' }).getAttribute('href')).toBe('mailto:care@example.ca');
    // The other windows are the shop's fixed policy, not the setting.
    expect(screen.getByRole('row', { name: /Quality issues/ }).textContent).toContain('60 days');
  });

  it('keeps the defaults when the settings cannot be read', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ error: 'unavailable' }), { status: 503 }));
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(windowCell().textContent).toContain('30 days');
  });
});
