import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSULTATION_SUBJECTS } from '@crystal/shared/constants/shop-contact';
import { ContactForm } from './contact-form';
import { contactApiPath } from '@/lib/api-paths/contact-path';

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ContactForm />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('contact form', () => {
  it('switches to consultation mode: six subjects in a dropdown, a date picker and the Request Consultation label', () => {
    renderForm();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeTruthy();
    expect(screen.getByLabelText('Subject').tagName).toBe('INPUT');
    expect(screen.queryByLabelText(/Preferred date/)).toBeNull();

    fireEvent.click(screen.getByLabelText('I would like to book a consultation'));
    const select = screen.getByLabelText('Consultation type');
    expect(select.tagName).toBe('SELECT');
    const options = within(select).getAllByRole('option').map((o) => o.textContent);
    expect(options.slice(1)).toEqual([...CONSULTATION_SUBJECTS]);
    expect(screen.getByLabelText(/Preferred date/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Request Consultation' })).toBeTruthy();
  });

  it('keeps the honeypot away from people: hidden from assistive technology, out of the tab order, no autofill', () => {
    const { container } = renderForm();
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap.tabIndex).toBe(-1);
    expect(trap.getAttribute('autocomplete')).toBe('off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('shows the field errors and sends nothing when required fields are empty', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Subject is required')).toBeTruthy();
    expect(screen.getByText('Message is required')).toBeTruthy();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the shared shape and resets after success', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ id: 7, createdAt: '2026-11-22T12:00:00.000Z' }), {
      status: 201,
      headers: { 'content-type': 'application/json' },
    }));
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Maya' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'maya@example.ca' } });
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Hello' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: '<b>hi</b>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(contactApiPath('submitContact'));
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Maya',
      email: 'maya@example.ca',
      subject: 'Hello',
      message: '<b>hi</b>',
      isConsultation: false,
      website: '',
    });
    await waitFor(() => expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe(''));
  });

  it('names the piece it came from: a link back to it, and a message that starts with its name (issue 44 build 8)', async () => {
    const client = new QueryClient();
    const view = render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <ContactForm defaultConsultation aboutPiece={{ name: 'Moonstone Stacking Ring', path: '/product/19' }} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('link', { name: 'About the Moonstone Stacking Ring' }).getAttribute('href')).toBe('/product/19');
    await waitFor(() => expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe("I'd like a consultation about the Moonstone Stacking Ring."));
    // What she has typed is never replaced.
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'My own words' } });
    view.rerender(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <ContactForm defaultConsultation aboutPiece={{ name: 'Garnet Ember Ring', path: '/product/22' }} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('My own words');
  });
});

