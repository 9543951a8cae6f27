import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHOP_CONTACT } from '@crystal/shared/constants/shop-contact';
import type { CartLine } from '@crystal/shared/schemas/cart';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';
import { CheckoutScreen } from './checkout-screen';
import { ordersApiPath } from '@/lib/api-paths/orders-path';
import { routeCall } from '@/test/route-call';
import { DEMO_SHOP_SETTINGS, publicShopSettings } from '@crystal/shared/shop-facts/default-shop-settings';
import { CHECKOUT_CODE_KEY } from '../hooks/use-checkout-draft';

vi.mock('@stripe/stripe-js', () => ({ loadStripe: () => Promise.reject(new Error('Stripe.js could not load')) }));

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
      return new Response(JSON.stringify(reply.body ?? null), {
        status: reply.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}
afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

const items: CartLine[] = [
  { id: 1, productId: 9, quantity: 2, product: { id: 9, name: 'Selenite Charging Plate', price: '28.00', imageUrl: '/m/9.svg', stockQuantity: 20 } },
];

function renderScreen(cart: CartLine[] | undefined) {
  const router = createMemoryRouter(
    [
      { path: '/checkout', element: <><CheckoutScreen items={cart} cartPending={false} paths={{ cart: '/cart', products: '/products' }} onPaid={() => {}} /><Toaster /></> },
      { path: '/cart', element: <><p>Cart page</p><Toaster /></> },
      { path: '/products', element: <><p>Products page</p><Toaster /></> },
    ],
    { initialEntries: ['/checkout'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const toastText = () => screen.getAllByTestId('toast')[0]!.textContent;
const noOffer = { [routeCall('aiOffer')]: { body: { offer: null } } };

describe('checkout screen', () => {
  it('falls back to Checkout via Etsy when the payment client cannot load', async () => {
    stubApi({ ...noOffer, [routeCall('getPaymentConfig')]: { body: { provider: 'stripe', publishableKey: 'pk_test_x' } } });
    renderScreen(items);
    const card = await screen.findByTestId('etsy-fallback', {}, { timeout: 8000 });
    expect(within(card).getByRole('heading').textContent).toBe('Checkout via Etsy');
    const etsy = within(card).getByRole('link', { name: /Continue to Etsy Store/ });
    expect(etsy.getAttribute('href')).toBe(SHOP_CONTACT.etsyShopUrl);
    expect(etsy.getAttribute('target')).toBe('_blank');
    expect(within(card).getByRole('link', { name: 'Back to Cart' }).getAttribute('href')).toBe('/cart');
  }, 15_000);

  it('payment setup failure: Payment Error toast and back to the cart', async () => {
    stubApi({ ...noOffer, [routeCall('getPaymentConfig')]: { status: 503, body: { error: 'down' } } });
    const router = renderScreen(items);
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    await waitFor(() => expect(toastText()).toContain('Payment Error'));
    await waitFor(() => expect(toastText()).toContain('Failed to initialize payment. Please try again.'));
  });

  it('an empty cart on entering: Cart is empty toast and on to /products', async () => {
    stubApi({ ...noOffer, [routeCall('getPaymentConfig')]: { body: { provider: 'sandbox' } } });
    const router = renderScreen([]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
    await waitFor(() => expect(toastText()).toContain('Cart is empty'));
    await waitFor(() => expect(toastText()).toContain('Please add items to your cart before checking out.'));
  });

  it("shows the session offer's discount and taxes the discounted subtotal, as the server will", async () => {
    stubApi({
      [routeCall('aiOffer')]: { body: { offer: { percentOff: 15, validUntil: '2099-01-01T00:00:00Z', productId: 9 } } },
      [routeCall('getPaymentConfig')]: { body: { provider: 'sandbox' } },
    });
    renderScreen(items);
    const province = await screen.findByLabelText('Province', { selector: '#shippingAddress-province' }, { timeout: 8000 });
    await userEvent.selectOptions(province, 'ON');
    const summary = screen.getByTestId('order-summary');
    // 56.00 - 15% (8.40) = 47.60; HST 13% = 6.19 (6.188); total 53.79
    expect(summary.textContent).toContain('-$8.40');
    expect(screen.getByTestId('summary-tax-line').textContent).toBe('HST (13%)$6.19');
    expect(screen.getByTestId('summary-total').textContent).toBe('$53.79');
  }, 15_000);

  it('beside the offer, a free-shipping code worth more applies: "Shipping (code SHIPFREE) Free", no discount line (decision 0102)', async () => {
    const shipping = { flatRate: '12.00', freeOver: null, territoriesRate: null };
    stubApi({
      [routeCall('aiOffer')]: { body: { offer: { percentOff: 15, validUntil: '2099-01-01T00:00:00Z', productId: 9 } } },
      [routeCall('getPaymentConfig')]: { body: { provider: 'sandbox' } },
      [routeCall('shopInfo')]: { body: { ...publicShopSettings(DEMO_SHOP_SETTINGS), shipping } },
    });
    const code = { code: 'SHIPFREE', percentOff: null, amountOff: null, minSubtotal: null, collectionId: null, freeShipping: true };
    window.sessionStorage.setItem(CHECKOUT_CODE_KEY, JSON.stringify(code));
    renderScreen(items);
    const province = await screen.findByLabelText('Province', { selector: '#shippingAddress-province' }, { timeout: 8000 });
    await userEvent.selectOptions(province, 'ON');
    const summary = screen.getByTestId('order-summary');
    // The offer: 15% of 56.00 = 8.40; the code saves the 12.00 shipping: the code. 56.00 + 0.00; HST 13% = 7.28; total 63.28.
    await waitFor(() => expect(summary.textContent).toContain('Shipping (code SHIPFREE)'));
    expect(screen.getByTestId('summary-shipping').textContent).toBe('Free');
    expect(summary.textContent).not.toContain('-$8.40');
    expect(screen.getByTestId('summary-tax-line').textContent).toBe('HST (13%)$7.28');
    expect(screen.getByTestId('summary-total').textContent).toBe('$63.28');
  }, 15_000);

  it('order failure shows Order Error with the server message; intent failure shows Payment Error and goes to /cart', async () => {
    let orderReply: Reply = { status: 409, body: { error: 'Sorry, "Selenite Charging Plate" is out of stock.' } };
    const calls = stubApi({
      ...noOffer,
      [routeCall('getPaymentConfig')]: { body: { provider: 'sandbox' } },
      [routeCall('createOrder')]: () => orderReply,
      [routeCall('createPaymentIntent')]: { status: 409, body: { error: 'This order can no longer be paid.' } },
    });
    const router = renderScreen(items);
    const form = await screen.findByRole('form', { name: 'Checkout' }, { timeout: 8000 });
    const type = (label: string, value: string) => userEvent.type(within(form).getByLabelText(label), value);
    await type('Email', 'luna@example.com');
    await type('First Name', 'Luna');
    await type('Last Name', 'Moonstone');
    await type('Phone', '2045550199');
    await userEvent.type(within(form).getByLabelText('Street Address'), '1 Main St');
    await userEvent.type(within(form).getByLabelText('City'), 'Winnipeg');
    await userEvent.selectOptions(within(form).getByLabelText('Province'), 'MB');
    await userEvent.type(within(form).getByLabelText('Postal Code'), 'R3C 0A1');
    await userEvent.type(within(form).getByLabelText('Gift note (optional)'), 'For Mira, with love');
    await userEvent.type(within(form).getByLabelText('Card number'), '4242424242424242');
    await userEvent.type(within(form).getByLabelText('Expiry (MM/YY)'), '1234');
    await userEvent.type(within(form).getByLabelText('CVC'), '123');
    const submit = within(form).getByTestId('complete-order');
    expect(submit.textContent).toBe('Complete Order - $62.72');

    await userEvent.click(submit);
    await waitFor(() => expect(toastText()).toContain('Order Error'));
    expect(toastText()).toContain('Sorry, "Selenite Charging Plate" is out of stock.');
    const order = calls.find((c) => `${c.method} ${c.url}` === routeCall('createOrder'))!;
    expect(order.body).toMatchObject({ customerEmail: 'luna@example.com', shippingAddress: { province: 'MB', country: 'Canada' }, billingAddress: { province: 'MB' }, giftNote: 'For Mira, with love' });
    expect(Object.keys(order.body as object)).not.toContain('totalAmount');

    orderReply = { status: 201, body: { id: 7, totalAmount: '62.72' } };
    await userEvent.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    await waitFor(() => expect(toastText()).toContain('Payment Error'));
    expect(toastText()).toContain('This order can no longer be paid.');
  }, 30_000);

  it('unchecking Same as shipping address shows billing fields with their own messages, and sends them', async () => {
    const calls = stubApi({
      ...noOffer,
      [routeCall('getPaymentConfig')]: { body: { provider: 'sandbox' } },
      [routeCall('createOrder')]: { status: 409, body: { error: 'stop here' } },
    });
    renderScreen(items);
    const form = await screen.findByRole('form', { name: 'Checkout' }, { timeout: 8000 });
    expect(within(form).getAllByLabelText('Street Address')).toHaveLength(1);
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Same as shipping address' }));
    const billing = within(form).getByRole('region', { name: 'Billing Address' });
    expect(within(billing).getByLabelText('Street Address')).toBeTruthy();
    await userEvent.click(within(form).getByTestId('complete-order'));
    await waitFor(() => expect(within(billing).getByText('Street address is required')).toBeTruthy());
    expect(within(billing).getByText('City is required')).toBeTruthy();
    expect(within(billing).getByText('Province is required')).toBeTruthy();
    expect(within(billing).getByText('Valid postal code is required')).toBeTruthy();

    const fill = async (scope: HTMLElement, street: string, city: string, province: string, postal: string) => {
      await userEvent.type(within(scope).getByLabelText('Street Address'), street);
      await userEvent.type(within(scope).getByLabelText('City'), city);
      await userEvent.selectOptions(within(scope).getByLabelText('Province'), province);
      await userEvent.type(within(scope).getByLabelText('Postal Code'), postal);
    };
    await userEvent.type(within(form).getByLabelText('Email'), 'luna@example.com');
    await userEvent.type(within(form).getByLabelText('First Name'), 'Luna');
    await userEvent.type(within(form).getByLabelText('Last Name'), 'Moonstone');
    await userEvent.type(within(form).getByLabelText('Phone'), '2045550199');
    await fill(within(form).getByRole('region', { name: 'Shipping Address' }), '1 Main St', 'Winnipeg', 'MB', 'R3C 0A1');
    await fill(billing, '9 Bay St', 'Toronto', 'ON', 'M5J 2N8');
    await userEvent.type(within(form).getByLabelText('Card number'), '4242424242424242');
    await userEvent.type(within(form).getByLabelText('Expiry (MM/YY)'), '1234');
    await userEvent.type(within(form).getByLabelText('CVC'), '123');
    await userEvent.click(within(form).getByTestId('complete-order'));
    await waitFor(() => expect(calls.some((c) => c.url === ordersApiPath('createOrder'))).toBe(true));
    const order = calls.find((c) => c.url === ordersApiPath('createOrder'))!.body as Record<string, { province: string; city: string }>;
    expect(order.shippingAddress).toMatchObject({ province: 'MB', city: 'Winnipeg' });
    expect(order.billingAddress).toMatchObject({ province: 'ON', city: 'Toronto' });
    // No gift note typed: the payload has none (the order payload without it is the one the API always took).
    expect(order).not.toHaveProperty('giftNote');
  }, 30_000);
});
