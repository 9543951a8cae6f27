import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as ConfirmPage } from './newsletter-confirm';
import { Component as UnsubscribePage } from './unsubscribe';

function renderAt(Page: () => React.JSX.Element, url: string) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <MemoryRouter initialEntries={[url]}>
        <Page />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('the newsletter mails’ signed-link pages', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('confirm: nothing is sent on opening; the press posts the token once, then says the subscription is on', async () => {
    const fetchMock = answer(200, { confirmed: true });
    vi.stubGlobal('fetch', fetchMock);
    renderAt(ConfirmPage, '/newsletter/confirm?token=abc.def');
    expect(screen.getByText('One press confirms that you want our newsletter at the address you gave.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm my subscription' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', expect.stringContaining('Thank you for subscribing!'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/api\/newsletter\/confirm\/abc\.def$/);
    expect(init.method).toBe('POST');
  });

  it('confirm: a refused or missing token says the link is not valid, with no button', async () => {
    vi.stubGlobal('fetch', answer(404, { error: 'Not found' }));
    renderAt(ConfirmPage, '/newsletter/confirm?token=stale');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm my subscription' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('This confirmation link is not valid any more.'));
    expect(screen.queryByRole('button')).toBeNull();
    renderAt(ConfirmPage, '/newsletter/confirm');
    expect(screen.getAllByRole('alert')).toHaveLength(2);
  });

  it('unsubscribe: the press removes the address and says so; a bad link says it is not valid', async () => {
    vi.stubGlobal('fetch', answer(200, { unsubscribed: true }));
    renderAt(UnsubscribePage, '/unsubscribe?token=abc');
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect((await screen.findByRole('status')).textContent).toBe('You are unsubscribed. We will not send you the newsletter again.');
    renderAt(UnsubscribePage, '/unsubscribe');
    expect(screen.getByRole('alert').textContent).toContain('This unsubscribe link is not valid.');
  });
});
