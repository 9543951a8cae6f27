import { useEffect, type ReactNode } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartLine } from '@crystal/shared/schemas/cart';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';
import StripeCheckout from './stripe-checkout';
import { ordersApiPath } from '@/lib/api-paths/orders-path';
import { routeCall } from '@/test/route-call';
import { activateLocale } from '@/i18n/i18n';
import { apiPath } from '@/lib/api-path';
import { DEMO_SHOP_SETTINGS, publicShopSettings } from '@crystal/shared/shop-facts/default-shop-settings';

const steps: string[] = [];
const elementsOptions: Record<string, unknown>[] = [];
const confirmPayment = vi.fn(
  async (args: { elements: unknown; clientSecret: string; confirmParams: { return_url: string } }) => {
    steps.push(`confirmPayment ${args.clientSecret}`);
    return confirmResult;
  },
);
let confirmResult: { error?: { message: string } } = {};
const elements = { submit: vi.fn(async () => (steps.push('elements.submit'), { error: undefined })) };
const stripe = { confirmPayment };

vi.mock('@stripe/stripe-js', () => ({ loadStripe: async () => stripe }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ options, children }: { options: Record<string, unknown>; children: ReactNode }) => {
    elementsOptions.push(options);
    return <>{children}</>;
  },
  PaymentElement: ({ onReady }: { onReady: () => void }) => {
    useEffect(() => onReady(), [onReady]);
    return <div data-testid="payment-element" />;
  },
  useStripe: () => stripe,
  useElements: () => elements,
}));

afterEach(async () => {
  vi.unstubAllGlobals();
  await activateLocale('en');
});

const items: CartLine[] = [
  {
    id: 1,
    productId: 9,
    quantity: 2,
    product: {
      id: 9,
      name: 'Selenite Charging Plate',
      price: '28.00',
      imageUrl: '/m/9.svg',
      stockQuantity: 20,
    },
  },
];

/**
 * What the API answers the checkout: the demo shop's settings (every tax, as the shop's checkout texts
 * show) for the shop-info route, the order for its creation (`createStatus`), its payment intent otherwise.
 */
function checkoutAnswer(url: string, orderId: number, total: string, createStatus: number): Response {
  const creating = url === ordersApiPath('createOrder');
  const body =
    url === apiPath('shopInfo')
      ? publicShopSettings(DEMO_SHOP_SETTINGS)
      : creating
        ? { id: orderId, totalAmount: total }
        : {
            clientSecret: `pi_${orderId}_secret_x`,
            provider: 'stripe',
            orderId,
            amount: total,
            currency: 'cad',
          };
  return new Response(JSON.stringify(body), {
    status: creating ? createStatus : 200,
    headers: { 'content-type': 'application/json' },
  });
}

describe('Stripe checkout (deferred intent)', () => {
  it('submits the Payment Element, creates the order, then its intent, then confirms with the return address', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        steps.push(`${init.method} ${url}`);
        return checkoutAnswer(url, 7, '62.72', 201);
      }),
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <StripeCheckout publishableKey="pk_test_x" items={items} cartPath="/cart" onPaid={() => {}} />
          <Toaster />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const form = await screen.findByRole('form', { name: 'Checkout' }, { timeout: 8000 });
    await userEvent.type(within(form).getByLabelText('Email'), 'luna@example.com');
    await userEvent.type(within(form).getByLabelText('First Name'), 'Luna');
    await userEvent.type(within(form).getByLabelText('Last Name'), 'Moonstone');
    await userEvent.type(within(form).getByLabelText('Phone'), '2045550199');
    await userEvent.type(within(form).getByLabelText('Street Address'), '1 Main St');
    await userEvent.type(within(form).getByLabelText('City'), 'Winnipeg');
    await userEvent.selectOptions(within(form).getByLabelText('Province'), 'MB');
    await userEvent.type(within(form).getByLabelText('Postal Code'), 'R3C 0A1');
    // Elements follows the previewed total: 56.00 + GST 2.80 + RST 3.92.
    await waitFor(() =>
      expect(elementsOptions.at(-1)).toMatchObject({ mode: 'payment', currency: 'cad', amount: 6272 }),
    );
    expect(elementsOptions.at(-1)).not.toHaveProperty('locale');

    await userEvent.click(within(form).getByTestId('complete-order'));
    await waitFor(() => expect(confirmPayment).toHaveBeenCalledTimes(1));
    expect(steps.filter((s) => !s.startsWith('GET'))).toEqual([
      'elements.submit',
      routeCall('createOrder'),
      routeCall('createPaymentIntent'),
      'confirmPayment pi_7_secret_x',
    ]);
    const args = confirmPayment.mock.calls[0]![0];
    expect(args.elements).toBe(elements);
    expect(args.confirmParams.return_url).toBe(
      `${window.location.origin}${import.meta.env.BASE_URL}order-confirmation?order_id=7`,
    );

    confirmResult = { error: { message: 'Your card was declined.' } };
    await userEvent.click(within(form).getByTestId('complete-order'));
    await waitFor(() => expect(screen.getAllByTestId('toast')[0]!.textContent).toContain('Payment Failed'));
    expect(screen.getAllByTestId('toast')[0]!.textContent).toContain('Your card was declined.');
  }, 30_000);

  it('on the French site, Stripe speaks French, the order says fr and the return address is the French confirmation page', async () => {
    await activateLocale('fr');
    confirmResult = {};
    confirmPayment.mockClear();
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        if (url === ordersApiPath('createOrder')) sent.push(JSON.parse(String(init.body)));
        return checkoutAnswer(url, 8, '64.39', 200);
      }),
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <StripeCheckout publishableKey="pk_test_x" items={items} cartPath="/cart" onPaid={() => {}} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const form = await screen.findByRole('form', { name: 'Paiement' }, { timeout: 8000 });
    expect(elementsOptions.at(-1)).toMatchObject({ locale: 'fr-CA' });
    await userEvent.type(within(form).getByLabelText('Courriel'), 'maude@example.com');
    await userEvent.type(within(form).getByLabelText('Prénom'), 'Maude');
    await userEvent.type(within(form).getByLabelText('Nom de famille'), 'Tremblay');
    await userEvent.type(within(form).getByLabelText('Téléphone'), '5145550142');
    await userEvent.type(within(form).getByLabelText('Adresse'), '1200, rue Saint-Denis');
    await userEvent.type(within(form).getByLabelText('Ville'), 'Montréal');
    await userEvent.selectOptions(within(form).getByLabelText('Province'), 'QC');
    await userEvent.type(within(form).getByLabelText('Code postal'), 'H2X 1Y4');
    await userEvent.click(within(form).getByTestId('complete-order'));
    await waitFor(() => expect(confirmPayment).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([expect.objectContaining({ language: 'fr' })]);
    expect(confirmPayment.mock.calls[0]![0].confirmParams.return_url).toBe(
      `${window.location.origin}${import.meta.env.BASE_URL}fr/order-confirmation?order_id=8`,
    );
  }, 30_000);
});
