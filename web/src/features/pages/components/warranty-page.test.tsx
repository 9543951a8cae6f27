import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PUBLIC_SHOP_SETTINGS } from '@crystal/shared/shop-facts/default-shop-settings';
import { content } from '../content/en/warranty';
import { WarrantyPage } from './warranty-page';

function renderWith(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The settings request answers when the test says so. */
function stubSettings() {
  let answer: (r: Response) => void = () => {};
  vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
  return (email: string) =>
    answer(new Response(JSON.stringify({ ...DEFAULT_PUBLIC_SHOP_SETTINGS, replyToEmail: email }), { status: 200, headers: { 'content-type': 'application/json' } }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('warranty page', { timeout: 15_000 }, () => {
  it('warranty: the default at once, then the saved reply-to email', async () => {
    const answer = stubSettings();
    renderWith(<WarrantyPage content={content} />);
    expect(screen.getByRole('link', { name: 'hello@sacredcrystaljewelry.ca' })).toBeTruthy();
    answer('claims@example.ca');
    await waitFor(() => expect(screen.getByRole('link', { name: 'claims@example.ca' }).getAttribute('href')).toBe('mailto:claims@example.ca'));
    expect(screen.queryByRole('link', { name: 'hello@sacredcrystaljewelry.ca' })).toBeNull();
  });
});
