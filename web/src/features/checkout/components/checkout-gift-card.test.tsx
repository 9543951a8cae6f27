import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartLine } from '@crystal/shared/schemas/cart';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';
import { routeCall } from '@/test/route-call';
import { CheckoutScreen } from './checkout-screen';

type Reply = { status?: number; body?: unknown };
function stubApi(routes: Record<string, Reply | ((body: unknown) => Reply)>) {
  const calls: { method: string; url: string; body?: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      const route = routes[`${method} ${url}`];
      const reply = typeof route === 'function' ? route(body) : (route ?? { status: 404, body: { error: 'Not found' } });
      return new Response(JSON.stringify(reply.body ?? null), { status: reply.status ?? 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}
afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

const pendant = { id: 9, name: 'Amethyst Pendant', price: '68.00', imageUrl: '/m/9.svg', stockQuantity: 5 };
const items: CartLine[] = [{ id: 1, productId: 9, quantity: 1, product: pendant }];
const CODE = 'ABCD-EFGH-JKLM-NP23';

function renderScreen(cart: CartLine[], onPaid = vi.fn()) {
  const router = createMemoryRouter(
    [
      { path: '/checkout', element: <><CheckoutScreen items={cart} cartPending={false} paths={{ cart: '/cart', products: '/products' }} onPaid={onPaid} /><Toaster /></> },
      { path: '/cart', element: <p>Cart page</p> },
    ],
    { initialEntries: ['/checkout'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return onPaid;
}

async function fillContactAndAddress(form: HTMLElement) {
  await userEvent.type(within(form).getByLabelText('Email'), 'luna@example.com');
  await userEvent.type(within(form).getByLabelText('First Name'), 'Luna');
  await userEvent.type(within(form).getByLabelText('Last Name'), 'Moonstone');
  await userEvent.type(within(form).getByLabelText('Phone'), '2045550199');
  await userEvent.type(within(form).getByLabelText('Street Address'), '1 Main St');
  await userEvent.type(within(form).getByLabelText('City'), 'Winnipeg');
  await userEvent.selectOptions(within(form).getByLabelText('Province'), 'MB');
  await userEvent.type(within(form).getByLabelText('Postal Code'), 'R3C 0A1');
}

async function applyGiftCard(code: string) {
  const summary = screen.getByTestId('order-summary');
  await userEvent.type(within(summary).getByLabelText('Gift card'), code);
  await userEvent.click(within(summary).getAllByRole('button', { name: 'Apply' })[1]!);
}

const base = { [routeCall('aiOffer')]: { body: { offer: null } }, [routeCall('getPaymentConfig')]: { body: { provider: 'sandbox' } } };

describe('checkout with a gift card', () => {
  it('a card that pays the whole order: no card form, "Place order", no payment intent, straight to the confirmation', async () => {
    const calls = stubApi({
      ...base,
      [routeCall('checkGiftCardBalance')]: { body: { balance: '100.00', currency: 'CAD' } },
      [routeCall('createOrder')]: { status: 201, body: { id: 41, totalAmount: '71.40', giftCardAmount: '71.40', amountDue: '0.00' } },
    });
    const onPaid = renderScreen(items);
    const form = await screen.findByRole('form', { name: 'Checkout' }, { timeout: 8000 });
    await fillContactAndAddress(form);
    // 68.00 in Manitoba: GST 5% 3.40 + RST 7% 4.76 = 76.16
    expect(screen.getByTestId('summary-total').textContent).toBe('$76.16');
    expect(within(form).getByRole('textbox', { name: 'Card number' })).toBeTruthy();

    await applyGiftCard(CODE);
    expect(await screen.findByTestId('applied-gift-card')).toHaveProperty('textContent', expect.stringContaining('ending in NP23'));
    expect(screen.getByTestId('applied-gift-card').textContent).not.toContain('ABCD');
    expect(screen.getByTestId('summary-gift-card').textContent).toBe('-$76.16');
    expect(screen.getByTestId('summary-amount-due').textContent).toBe('$0.00');
    expect(within(form).queryByRole('textbox', { name: 'Card number' })).toBeNull();
    expect(screen.getByTestId('gift-card-pays-all').textContent).toBe('Your gift card pays this whole order: no card payment is needed.');
    const submit = within(form).getByTestId('complete-order');
    expect(submit.textContent).toBe('Place order');

    await userEvent.click(submit);
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(41));
    const order = calls.find((c) => `${c.method} ${c.url}` === routeCall('createOrder'))!;
    expect(order.body).toMatchObject({ giftCardCode: CODE, customerEmail: 'luna@example.com' });
    expect(calls.some((c) => `${c.method} ${c.url}` === routeCall('createPaymentIntent'))).toBe(false);
    expect(calls.find((c) => c.url.includes('gift-cards'))!.body).toEqual({ code: CODE });
  }, 40_000);

  it('a card that pays part: the card form stays and the card is charged only the amount due', async () => {
    const calls = stubApi({
      ...base,
      [routeCall('checkGiftCardBalance')]: { body: { balance: '32.00', currency: 'CAD' } },
      [routeCall('createOrder')]: { status: 201, body: { id: 42, totalAmount: '76.16', giftCardAmount: '32.00', amountDue: '44.16' } },
      [routeCall('createPaymentIntent')]: { status: 409, body: { error: 'stop here' } },
    });
    renderScreen(items);
    const form = await screen.findByRole('form', { name: 'Checkout' }, { timeout: 8000 });
    await fillContactAndAddress(form);
    await applyGiftCard(CODE);
    await screen.findByTestId('applied-gift-card');
    expect(screen.getByTestId('summary-amount-due').textContent).toBe('$44.16');
    await userEvent.type(within(form).getByLabelText('Card number'), '4242424242424242');
    await userEvent.type(within(form).getByLabelText('Expiry (MM/YY)'), '1234');
    await userEvent.type(within(form).getByLabelText('CVC'), '123');
    expect(within(form).getByTestId('complete-order').textContent).toBe('Complete Order - $44.16');
    await userEvent.click(within(form).getByTestId('complete-order'));
    await waitFor(() => expect(calls.some((c) => `${c.method} ${c.url}` === routeCall('createPaymentIntent'))).toBe(true));
    expect(calls.find((c) => `${c.method} ${c.url}` === routeCall('createPaymentIntent'))!.body).toMatchObject({ orderId: 42, amount: '44.16' });
  }, 40_000);

  it('gift cards alone ship nothing: "Your Address" for the card payment, no gift note, no second address', async () => {
    stubApi(base);
    const card: CartLine = { id: 2, quantity: 1, giftCard: { amount: '50.00', recipientName: 'Maude', recipientEmail: 'maude@example.com', deliverOn: '2026-12-24' } };
    renderScreen([card]);
    const form = await screen.findByRole('form', { name: 'Checkout' }, { timeout: 8000 });
    expect(within(form).getByRole('heading', { name: 'Your Address' })).toBeTruthy();
    expect(within(form).getByTestId('nothing-ships').textContent).toBe('Gift cards are emailed, so nothing ships: your address goes with your card payment.');
    expect(within(form).queryByLabelText('Gift note (optional)')).toBeNull();
    expect(within(form).queryByRole('heading', { name: 'Billing Address' })).toBeNull();
    expect(within(form).queryByRole('heading', { name: 'Shipping Address' })).toBeNull();
    // Nor a shipping line in the summary: "Shipping Free" would promise a parcel.
    expect(screen.queryByTestId('summary-shipping')).toBeNull();
    expect(screen.queryByText('Shipping')).toBeNull();
  });

  it('beside a piece, the address is the shipping address, with its gift note and billing address', async () => {
    stubApi(base);
    renderScreen(items);
    const form = await screen.findByRole('form', { name: 'Checkout' }, { timeout: 8000 });
    expect(within(form).getByRole('heading', { name: 'Shipping Address' })).toBeTruthy();
    expect(within(form).getByLabelText('Gift note (optional)')).toBeTruthy();
    expect(within(form).getByRole('heading', { name: 'Billing Address' })).toBeTruthy();
    expect(within(form).queryByTestId('nothing-ships')).toBeNull();
    expect(screen.getAllByTestId('summary-shipping').length).toBeGreaterThan(0);
  });

  it('an unknown code says so and applies nothing; too many guesses give the waiting message', async () => {
    let reply: Reply = { status: 404, body: { error: 'Gift card not found' } };
    stubApi({ ...base, [routeCall('checkGiftCardBalance')]: () => reply });
    renderScreen(items);
    await screen.findByRole('form', { name: 'Checkout' }, { timeout: 8000 });
    await applyGiftCard('NOPE-NOPE-NOPE-NOPE');
    expect((await screen.findByTestId('gift-card-error')).textContent).toBe('We don’t know that code. Check it and try again.');
    expect(screen.queryByTestId('summary-gift-card')).toBeNull();
    reply = { status: 429, body: { error: 'Too many requests. Please wait 60 seconds and try again.' } };
    await userEvent.click(within(screen.getByTestId('order-summary')).getAllByRole('button', { name: 'Apply' })[1]!);
    await waitFor(() => expect(screen.getByTestId('gift-card-error').textContent).toBe('Too many requests. Please wait 60 seconds and try again.'));
  }, 40_000);
});
