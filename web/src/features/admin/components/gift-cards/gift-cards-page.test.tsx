import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminGiftCard, AdminGiftCardList } from '@crystal/shared/schemas/gift-card';
import { Toaster } from '@/components/ui/toaster';
import { setAdminTokenSource } from '../../api/admin-request';
import { adminApiPath } from '../../api/admin-path';
import { GiftCardsPage } from './gift-cards-page';


/** A card as the API gives it (the backend's adminGiftCardSchema). */
const card = (over: Partial<AdminGiftCard>): AdminGiftCard => ({
  id: 7,
  last4: 'HT6B',
  status: 'active',
  initialAmount: '100.00',
  balance: '32.00',
  currency: 'CAD',
  issuedAt: '2026-11-29T15:00:00Z',
  recipientName: 'Maude Tremblay',
  recipientEmail: 'maude@example.com',
  deliverOn: '2026-12-24',
  deliveredAt: '2026-12-24T14:00:00Z',
  lastUsedAt: '2026-12-28T19:30:00Z',
  ...over,
});
const { deliveredAt: _d, lastUsedAt: _l, ...undelivered } = card({ id: 8, last4: 'Q2WE', initialAmount: '50.00', balance: '50.00', deliverOn: '2027-01-15' });
const LIST: AdminGiftCardList = {
  items: [card({}), undelivered, card({ id: 9, last4: 'ZZ11', status: 'disabled', reason: 'A late parcel', disabledReason: 'Disputed charge', disabledAt: '2026-12-30T10:00:00Z' })],
  liability: '82.00',
};

const CSV = 'code_last4,recipient_name,recipient_email,issued_at,amount,balance,deliver_on,delivered_at,last_used_at,status\r\nTotal still owed,,,,,82.00,,,,\r\n';

function stubAdmin() {
  const calls: string[] = [];
  const bodies: Record<string, unknown> = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const call = `${init.method ?? 'GET'} ${url}`;
      calls.push(call);
      if (init.body) bodies[call] = JSON.parse(String(init.body));
      if (url === adminApiPath('adminExportGiftCards')) return new Response(CSV, { status: 200, headers: { 'content-type': 'text/csv; charset=utf-8' } });
      return new Response(JSON.stringify(url === adminApiPath('adminListGiftCards') ? LIST : { ok: true }), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return Object.assign(calls, { bodies });
}

beforeEach(() => setAdminTokenSource(() => 'token', () => undefined));
afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
      <MemoryRouter>
        <GiftCardsPage />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the gift cards screen', () => {
  it('lists each card by its last four with its balance, recipient, delivery and last use, and what is still owed', async () => {
    stubAdmin();
    renderPage();
    expect((await screen.findByTestId('gift-card-liability')).textContent).toBe('Still owed on gift cards: $82.00');
    const used = screen.getByTestId('gift-card-HT6B');
    expect(used.textContent).toContain('$32.00 left of $100.00');
    expect(used.textContent).toContain('Maude Tremblay');
    expect(used.textContent).toContain('Active');
    expect(used.textContent).toMatch(/Last used Dec 28, 2026/);
    expect(screen.getByTestId('gift-card-Q2WE').textContent).toContain('Scheduled');
    expect(screen.getByTestId('gift-card-Q2WE').textContent).toContain('Delivery Jan 15');
    const disabled = screen.getByTestId('gift-card-ZZ11');
    expect(disabled.textContent).toContain('Disabled');
    expect(disabled.textContent).toContain('A late parcel · Disabled: Disputed charge');
    expect(within(disabled).queryByRole('button')).toBeNull();
  });

  it('disables a card only after the question is confirmed, with her reason', async () => {
    const calls = stubAdmin();
    renderPage();
    const row = await screen.findByTestId('gift-card-HT6B');
    fireEvent.click(within(row).getByRole('button', { name: 'Disable •••• HT6B' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disable the card ending in HT6B?' });
    expect(dialog.textContent).toContain('Its $32.00 can no longer be spent');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual([]);

    fireEvent.click(within(row).getByRole('button', { name: 'Disable •••• HT6B' }));
    const asked = await screen.findByRole('alertdialog');
    // No reason, no disabling.
    fireEvent.click(within(asked).getByRole('button', { name: 'Disable card' }));
    expect(within(asked).getByText('Give a reason: it is kept with the card and in the activity log.')).toBeTruthy();
    expect(within(asked).getByLabelText('Reason').getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual([]);

    fireEvent.change(within(asked).getByLabelText('Reason'), { target: { value: 'Paid with a disputed charge' } });
    fireEvent.click(within(asked).getByRole('button', { name: 'Disable card' }));
    const disable = `POST ${adminApiPath('adminDisableGiftCard', { id: '7' })}`;
    await waitFor(() => expect(calls).toContain(disable));
    expect(calls.bodies[disable]).toEqual({ reason: 'Paid with a disputed charge' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('downloads the cards with the total still owed as a CSV', async () => {
    const calls = stubAdmin();
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:gift-cards', revokeObjectURL: () => undefined }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual([expect.stringMatching(/^gift-cards-\d{4}-\d{2}-\d{2}\.csv$/)]));
    expect(calls).toContain(`GET ${adminApiPath('adminExportGiftCards')}`);
    click.mockRestore();
  });
});

describe('resending and readdressing a card', () => {
  it('resends a delivered card, and changes the recipient of one not yet delivered', async () => {
    const calls = stubAdmin();
    renderPage();
    const delivered = await screen.findByTestId('gift-card-HT6B');
    expect(within(delivered).queryByRole('button', { name: 'Change recipient' })).toBeNull();
    fireEvent.click(within(delivered).getByRole('button', { name: 'Resend •••• HT6B' }));
    await waitFor(() => expect(calls).toContain(`POST ${adminApiPath('adminResendGiftCard', { id: '7' })}`));

    const scheduled = screen.getByTestId('gift-card-Q2WE');
    fireEvent.click(within(scheduled).getByRole('button', { name: 'Change recipient' }));
    const form = within(scheduled).getByRole('form', { name: 'Recipient of •••• Q2WE' });
    fireEvent.change(within(form).getByLabelText('Recipient’s email'), { target: { value: 'maude.t@example.com' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save recipient' }));
    await waitFor(() => expect(calls).toContain(`POST ${adminApiPath('adminCorrectGiftCardRecipient', { id: '8' })}`));
    await waitFor(() => expect(within(scheduled).queryByRole('form')).toBeNull());
  });
});
