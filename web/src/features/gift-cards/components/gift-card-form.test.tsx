import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays } from '@crystal/shared/schemas/gift-card';
import { GIFT_CARD_MESSAGES } from '@crystal/shared/constants/gift-card';
import { shopToday } from '@crystal/shared/shop-date';
import { Toaster } from '@/components/ui/toaster';
import { activateLocale } from '@/i18n/i18n';
import { routeCall } from '@/test/route-call';
import { t } from '../lib/gift-card-text';
import { GiftCardForm } from './gift-card-form';

function stubCart(status = 201) {
  const calls: { call: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ call: `${init.method ?? 'GET'} ${url}`, body: init.body ? JSON.parse(String(init.body)) : undefined });
      return new Response(JSON.stringify(status === 201 ? { id: 5 } : { error: 'Your cart can hold up to 20 different pieces. Please check out or remove some first.' }), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

function renderForm(onViewCart = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false }, queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <GiftCardForm onViewCart={onViewCart} />
      <Toaster />
    </QueryClientProvider>,
  );
  return screen.getByRole('form');
}

async function fillRecipient(form: HTMLElement) {
  await userEvent.type(within(form).getByLabelText('Recipient’s name'), 'Maude Tremblay');
  await userEvent.type(within(form).getByLabelText('Recipient’s email'), 'maude@example.com');
}

const submit = (form: HTMLElement) => userEvent.click(within(form).getByTestId('add-gift-card'));
const AMOUNT = GIFT_CARD_MESSAGES.amount;

afterEach(async () => {
  vi.unstubAllGlobals();
  await activateLocale('en');
});

describe('the English catalogue mirrors the shared texts it translates', () => {
  it('has every validation message of the shared gift card schema, word for word', () => {
    for (const [key, text] of Object.entries(GIFT_CARD_MESSAGES)) expect(t(`error.${key as keyof typeof GIFT_CARD_MESSAGES}`)).toBe(text);
  });
});

describe('gift card form', () => {
  it('offers $25 to $150 with $50 chosen, delivered today at the earliest and 90 days ahead at the latest', () => {
    const form = renderForm();
    expect(form.getAttribute('aria-label')).toBe('Gift card');
    const amounts = within(form).getAllByRole('radio');
    expect(amounts.map((r) => r.parentElement!.textContent)).toEqual(['$25', '$50', '$75', '$100', '$150', 'Other amount']);
    expect(within(form).getByRole('radio', { name: '$50' })).toHaveProperty('checked', true);
    const date = within(form).getByLabelText('Delivery date') as HTMLInputElement;
    expect(date.value).toBe(shopToday());
    expect(date.min).toBe(shopToday());
    expect(date.max).toBe(addDays(shopToday(), 90));
    expect(within(form).getByTestId('add-gift-card').textContent).toBe('Add to cart - $50.00');
  });

  it.each(['0', '5', '501', '49.999', 'abc'])('refuses the other amount %j on its field and sends nothing', async (amount) => {
    const calls = stubCart();
    const form = renderForm();
    await userEvent.click(within(form).getByRole('radio', { name: 'Other amount' }));
    await userEvent.type(within(form).getByLabelText('Amount in whole dollars'), amount);
    await fillRecipient(form);
    await submit(form);
    const field = within(form).getByLabelText('Amount in whole dollars');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText(AMOUNT)).toBeTruthy();
    expect(field.getAttribute('aria-describedby')).toContain(within(form).getByText(AMOUNT).id);
    expect(calls).toEqual([]);
  });

  it.each([
    ['yesterday', -1, GIFT_CARD_MESSAGES.deliverOnPast],
    ['91 days ahead', 91, GIFT_CARD_MESSAGES.deliverOnTooFar],
  ])('refuses a delivery date %s', async (_, days, message) => {
    const calls = stubCart();
    const form = renderForm();
    await fillRecipient(form);
    fireEvent.change(within(form).getByLabelText('Delivery date'), { target: { value: addDays(shopToday(), days) } });
    await submit(form);
    expect(await within(form).findByText(message)).toBeTruthy();
    expect(within(form).getByLabelText('Delivery date').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
  });

  it("names the recipient's missing name and email", async () => {
    stubCart();
    const form = renderForm();
    await submit(form);
    expect(await within(form).findByText(GIFT_CARD_MESSAGES.recipientName)).toBeTruthy();
    expect(within(form).getByText(GIFT_CARD_MESSAGES.recipientEmail)).toBeTruthy();
  });

  it('puts a valid card in the cart as a line of its own, and offers to view the cart', async () => {
    const calls = stubCart();
    const onViewCart = vi.fn();
    const form = renderForm(onViewCart);
    await userEvent.click(within(form).getByRole('radio', { name: 'Other amount' }));
    await userEvent.type(within(form).getByLabelText('Amount in whole dollars'), '120');
    await fillRecipient(form);
    await userEvent.type(within(form).getByLabelText('Message (optional)'), 'Joyeux anniversaire!');
    const inTen = addDays(shopToday(), 10);
    fireEvent.change(within(form).getByLabelText('Delivery date'), { target: { value: inTen } });
    expect(within(form).getByTestId('add-gift-card').textContent).toBe('Add to cart - $120.00');
    await submit(form);
    await waitFor(() => expect(calls.some((c) => c.call === routeCall('addCartItem'))).toBe(true));
    expect(calls.find((c) => c.call === routeCall('addCartItem'))!.body).toEqual({
      giftCard: { amount: '120.00', recipientName: 'Maude Tremblay', recipientEmail: 'maude@example.com', message: 'Joyeux anniversaire!', deliverOn: inTen },
    });
    const toast = await screen.findByText('A gift card for Maude Tremblay has been added to your cart.');
    fireEvent.click(within(toast.closest('[data-testid="toast"]') as HTMLElement).getByRole('button', { name: 'View cart' }));
    expect(onViewCart).toHaveBeenCalled();
    // Ready for the next card: the recipient is cleared.
    expect((within(form).getByLabelText('Recipient’s name') as HTMLInputElement).value).toBe('');
  });

  it('sends today as the delivery day when the field is left as it is', async () => {
    const calls = stubCart();
    const form = renderForm();
    await fillRecipient(form);
    await submit(form);
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(calls[0]!.body).toEqual({ giftCard: { amount: '50.00', recipientName: 'Maude Tremblay', recipientEmail: 'maude@example.com', deliverOn: shopToday() } });
  });

  it('says it all in French, the amount in Quebec style', async () => {
    await activateLocale('fr');
    const calls = stubCart();
    const form = renderForm();
    expect(within(form).getByRole('radio', { name: /^50\s\$$/ })).toHaveProperty('checked', true);
    await userEvent.click(within(form).getByRole('radio', { name: 'Autre montant' }));
    await userEvent.type(within(form).getByLabelText('Montant en dollars entiers'), '5');
    await submit(form);
    expect(await within(form).findByText('Choisissez un montant entier de 10 $ à 500 $')).toBeTruthy();
    expect(within(form).getByText(/^Tout montant entier de 10\s\$ à 500\s\$\.$/)).toBeTruthy();
    expect(within(form).getByText('Le nom du destinataire est requis')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
