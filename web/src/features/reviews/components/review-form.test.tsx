import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/i18n/i18n';
import { reviewsApiPath } from '@/lib/api-paths/reviews-path';
import { ReviewForm } from './review-form';

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ReviewForm token="abc.123.sig" productName="Moonstone Ring" />
    </QueryClientProvider>,
  );
}

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function fill() {
  fireEvent.change(screen.getByLabelText('Your review'), { target: { value: '  It glows.  ' } });
  fireEvent.change(screen.getByLabelText('Name to show'), { target: { value: 'Ada C.' } });
}

describe('review form', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await activateLocale('en');
  });

  it('offers 1 to 5 stars as a radio group, an optional title, the review and the name to show, and no photo', () => {
    renderForm();
    expect(screen.getByRole('heading', { name: 'Review Moonstone Ring' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Your rating' })).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(screen.getByRole('radio', { name: '1 star' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '5 stars' })).toBeTruthy();
    expect(screen.getByLabelText('Title (optional)')).toBeTruthy();
    expect(document.querySelector('input[type="file"]')).toBeNull();
  });

  it('asks for stars before sending anything', () => {
    const fetchMock = answer(201, { id: 1, status: 'pending' });
    renderForm();
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Send my review' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose from 1 to 5 stars.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the stars, the trimmed words and the name to the link’s route, then thanks without promising anything', async () => {
    const fetchMock = answer(201, { id: 1, status: 'pending' });
    renderForm();
    fireEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Send my review' }));
    await waitFor(() => expect(screen.getByTestId('review-sent')).toBeTruthy());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain(reviewsApiPath('postReview', { token: 'abc.123.sig' }));
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ rating: 4, body: 'It glows.', displayName: 'Ada C.' });
  });

  it('says so when the link was used already', async () => {
    answer(409, { error: 'A review was already sent with this link' });
    renderForm();
    fireEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Send my review' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/already sent with this link/));
  });

  it('speaks French on the French site', async () => {
    await activateLocale('fr');
    renderForm();
    expect(screen.getByRole('group', { name: 'Votre note' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '1 étoile' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Envoyer mon avis' })).toBeTruthy();
  });
});
